import { randomFillSync } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { infoLineWriter, type Logger } from '../log/logger.ts';
import type { AppContext, AppDeps, AppEnv } from './app-env.ts';
import type { RequestObserver } from './metrics.ts';
import { requestHeader } from './request-header.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept only when it is short and plain (letters, digits, `-_.:`), so a
 * client cannot write arbitrary text or megabytes into the logs through it.
 */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const HEX = Buffer.from('0123456789abcdef', 'latin1');
const IDS_PER_BATCH = 128;
const idBytes = Buffer.alloc(IDS_PER_BATCH * 16);
const idText = Buffer.alloc(IDS_PER_BATCH * 36);
let nextId = IDS_PER_BATCH;

/**
 * A random (version 4) UUID, as `crypto.randomUUID` makes: 128 are written at once as text from
 * one fill of random bytes, and each id is then one 36-character string cut from it.
 * `randomUUID` builds each id from some twenty joined pieces, garbage that every request made.
 */
export function newRequestId(): string {
  if (nextId === IDS_PER_BATCH) {
    randomFillSync(idBytes);
    let o = 0;
    for (let r = 0; r < idBytes.length; r += 16) {
      // The version (4) and the variant (10xx) bits.
      idBytes[r + 6] = ((idBytes[r + 6] as number) & 0x0f) | 0x40;
      idBytes[r + 8] = ((idBytes[r + 8] as number) & 0x3f) | 0x80;
      for (let i = 0; i < 16; i++) {
        if (i === 4 || i === 6 || i === 8 || i === 10) idText[o++] = 45; // '-'
        const byte = idBytes[r + i] as number;
        idText[o++] = HEX[byte >> 4] as number;
        idText[o++] = HEX[byte & 15] as number;
      }
    }
    nextId = 0;
  }
  const start = nextId++ * 36;
  return idText.toString('latin1', start, start + 36);
}

/** The caller's (or proxy's) request id when it is a sane one, else a new UUID. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && VALID_REQUEST_ID.test(incoming) ? incoming : newRequestId();
}

/** An answer's plain headers with the request's id, for answers that bypass `c.res.headers`. */
export function withRequestId(
  c: AppContext,
  headers: Readonly<Record<string, string>>,
): Record<string, string> {
  c.set('requestIdSent', true);
  return { ...headers, [REQUEST_ID_HEADER]: c.get('requestId') };
}

/**
 * What a request is counted and logged under: its route pattern, never its concrete path, so
 * logs group by route and metrics keep a bounded set of label values.
 */
export function routeLabel(c: AppContext): string {
  const rule = c.get('routeRule');
  if (rule) return rule.path;
  if (c.get('publicBlogId') !== undefined) return 'blog-page';
  const path = c.req.path;
  if (path.startsWith('/api/')) return 'api-unmatched';
  if (path.startsWith('/media/')) return '/media/*';
  return 'app-page';
}

/**
 * The request line's own fields, as JSON members (the logger adds level, time and message).
 * `id` is one {@link requestIdFor} gave (letters, digits, `-_.:`), which JSON writes as it is:
 * quoted here without `JSON.stringify`, a saving on every line.
 */
export function requestFields(
  id: string,
  method: string,
  route: string,
  status: number,
  ms: number,
  blogId: number | undefined,
): string {
  return `"reqId":"${id}","method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"status":${status},"ms":${Math.round(ms * 10) / 10}${blogId === undefined ? '' : `,"blogId":${blogId}`}`;
}

/** The logger the request lines go to: none without a logger, or with LOG_REQUESTS=false. */
export function requestLogger(deps: Pick<AppDeps, 'logger' | 'logRequests'>): Logger | undefined {
  return deps.logRequests === false ? undefined : deps.logger;
}

/**
 * First middleware: gives the request its id (echoed in `X-Request-Id`), then writes one JSON
 * line when it ends: method, route pattern, status, duration, id and the blog when known.
 */
export function requestLog(options: {
  logger?: Logger;
  observe?: RequestObserver;
}): MiddlewareHandler<AppEnv> {
  const { logger, observe } = options;
  const line = logger ? infoLineWriter(logger) : undefined;
  return async function logRequest(c, next) {
    const started = performance.now();
    const id = requestIdFor(requestHeader(c, REQUEST_ID_HEADER));
    c.set('requestId', id);
    try {
      await next();
    } finally {
      // Reading `c.res.headers` turns the adapter's plain header object into a Headers, which
      // costs a cached page more than everything else it does.
      if (c.get('requestIdSent') !== true) c.res.headers.set(REQUEST_ID_HEADER, id);
      const ms = performance.now() - started;
      const route = routeLabel(c);
      const status = c.res.status;
      observe?.(c.req.method, route, status, ms / 1000);
      if (line) {
        const blogId = c.get('blog')?.id ?? c.get('publicBlogId');
        line(requestFields(id, c.req.method, route, status, ms, blogId), 'request');
      }
    }
  };
}
