import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import {
  batchedSink,
  createLogger,
  infoLineWriter,
  prettySink,
  routeConsoleTo,
} from '../log/logger.ts';
import { newRequestId, requestIdFor } from './request-log.ts';

let t: TestApp;
let s: Session;
let lines: string[];
let logged: TestApp;

useTestApp((app, session) => {
  t = app;
  s = session;
});
beforeAll(async () => {
  lines = [];
  const logger = createLogger({
    level: 'info',
    format: 'json',
    out: { write: (l) => lines.push(l) },
  });
  logged = { ...t, app: createApp({ ...t.deps, logger }) };
});

const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request log', () => {
  it('writes its line exactly as pino writes the same record, and nothing when info is off', () => {
    const out: string[] = [];
    const logger = createLogger({
      level: 'info',
      format: 'json',
      out: { write: (l) => out.push(l) },
    });
    logger.info(
      { reqId: 'a-1', route: '/api/posts/:id', status: 200, ms: 1.5, blogId: 3 },
      'request',
    );
    infoLineWriter(logger)?.(
      '"reqId":"a-1","route":"/api/posts/:id","status":200,"ms":1.5,"blogId":3',
      'request',
    );
    const [byPino, byWriter] = out.map((line) => line.replace(/"time":"[^"]+"/, '"time":"T"'));
    expect(byWriter).toBe(byPino);
    expect(
      infoLineWriter(createLogger({ level: 'warn', format: 'json', out: { write: () => {} } })),
    ).toBeUndefined();
  });

  it('one JSON line per request: method, route pattern, status, ms, id and blog', async () => {
    lines.length = 0;
    const res = await call(logged, 'GET', '/api/posts?limit=5', {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(records()).toHaveLength(1);
    const [record] = records();
    expect(record).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/posts',
      status: 200,
      reqId: id,
      blogId: s.demo.id,
    });
    expect(typeof record?.ms).toBe('number');
  });

  it("a blog's public page is logged under one route, with its blog", async () => {
    lines.length = 0;
    const host = 'demo.localhost:3000';
    const res = await logged.app.request(`http://${host}/`, { headers: { host } });
    expect(res.status).toBe(200);
    expect(records()[0]).toMatchObject({ route: 'blog-page', status: 200, blogId: s.demo.id });
  });

  it("keeps the caller's sane X-Request-Id and replaces one that is not", async () => {
    lines.length = 0;
    const kept = await call(logged, 'GET', '/api/nada', {
      headers: { 'x-request-id': 'abc-123.x:y_z' },
    });
    expect(kept.status).toBe(404);
    expect(kept.headers.get('x-request-id')).toBe('abc-123.x:y_z');
    expect(records()[0]).toMatchObject({
      reqId: 'abc-123.x:y_z',
      route: 'api-unmatched',
      status: 404,
    });

    const odd = await call(logged, 'GET', '/api/nada', {
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor('x'.repeat(129))).not.toBe('x'.repeat(129));
    expect(requestIdFor('x'.repeat(128))).toBe('x'.repeat(128));
  });

  it('new ids are random version 4 UUIDs, all different across batches of them', () => {
    const ids = Array.from({ length: 1000 }, () => newRequestId());
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Every hex digit turns up in every free position: the text is the random bytes, not a pattern.
    for (const position of [0, 9, 15, 20, 35]) {
      expect(new Set(ids.map((id) => id[position])).size).toBe(16);
    }
  });

  it('without a logger nothing is written, and the id is still echoed', async () => {
    lines.length = 0;
    const res = await call(t, 'GET', '/api/nada');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([]);
  });
});

describe('logger', () => {
  it('pretty lines carry the level, message, fields and stack', () => {
    const out: string[] = [];
    const logger = createLogger({
      level: 'info',
      format: 'pretty',
      out: { write: (l) => out.push(l) },
    });
    logger.info({ route: '/api/posts', status: 200 }, 'request');
    logger.debug('hidden');
    logger.error({ err: new Error('boom') }, 'fallo');
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}request route=\/api\/posts status=200\n$/,
    );
    expect(out[1]).toContain('ERROR fallo');
    expect(out[1]).toContain('Error: boom\n    at ');
    expect(prettySink({ write: (l) => out.push(l) })).toBeDefined();
  });

  it('console messages go through the logger, an Error as err', () => {
    const out: string[] = [];
    const logger = createLogger({
      level: 'info',
      format: 'json',
      out: { write: (l) => out.push(l) },
    });
    const saved = {
      log: console.log,
      error: console.error,
      warn: console.warn,
      info: console.info,
      debug: console.debug,
    };
    try {
      routeConsoleTo(logger);
      console.log('Bitácora escuchando en http://localhost:%d', 3000);
      console.error('cola de trabajos:', new Error('caída'));
    } finally {
      Object.assign(console, saved);
    }
    const [listening, failed] = out.map(
      (l) => JSON.parse(l) as { level: string; msg: string; err?: { message: string } },
    );
    expect(listening).toMatchObject({
      level: 'info',
      msg: 'Bitácora escuchando en http://localhost:3000',
    });
    // The start-up line still matches what the process harnesses look for in stdout.
    expect(out[0]).toMatch(/escuchando en http:\/\/localhost:(\d+)/);
    expect(failed).toMatchObject({ level: 'error', msg: 'cola de trabajos:' });
    expect(failed?.err?.message).toBe('caída');
  });

  it('the batched sink writes gathered lines together, after a short delay or on flush', async () => {
    const writes: string[] = [];
    const sink = batchedSink({ write: (text) => writes.push(text) }, 64, 20);
    sink.write('a\n');
    sink.write('b\n');
    // Not at the next turn of the event loop: a busy server writes once per batch, not per turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([]);
    await vi.waitFor(() => expect(writes).toEqual(['a\nb\n']));
    sink.write('c\n');
    sink.flush();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
    sink.write('x'.repeat(70));
    expect(writes).toHaveLength(3);
  });
});
