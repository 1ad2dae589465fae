import {
  createBlogBodySchema,
  createCategoryBodySchema,
  createMenuItemBodySchema,
  createPageBodySchema,
  createPostBodySchema,
  createRecommendationBodySchema,
  createSeriesBodySchema,
  createUserBodySchema,
  loginBodySchema,
  reorderMenuBodySchema,
  updateBlogBodySchema,
  updateCategoryBodySchema,
  updateMenuItemBodySchema,
  updatePageBodySchema,
  updatePostBodySchema,
  updateRecommendationBodySchema,
  updateSeriesBodySchema,
  updateSettingsBodySchema,
  updateUserBodySchema,
} from '@bitacora/api/schemas';
import { SERVER_MESSAGES } from '@bitacora/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROUTE_POLICY } from '../app.ts';
import type { RouteRule } from '../platform/http/policy.ts';
import { call, type TestApp, tokenFor } from './test-db.ts';
import { useTestApp } from './use-test-app.ts';

/*
 * Hostile input to every route of the policy table, as an authorised user: the answer is a
 * 4xx (never a 500), a refused write stores nothing, and Object.prototype stays clean. Where
 * the route's body schema from @bitacora/api is known, it is the oracle: a body the schema
 * refuses must be refused by the server.
 */

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** The contract's body schema of each write route, and a body it accepts. */
const BODIES: Record<string, { schema: ObjectSchema; valid: (n: number) => object }> = {
  'POST /api/auth/login': {
    schema: loginBodySchema,
    valid: () => ({ email: 'nadie@example.com', password: 'no-es-la-clave' }),
  },
  'POST /api/blogs': {
    schema: createBlogBodySchema,
    valid: (n) => ({ name: `Blog ${n}`, subdomain: `malo-${n}`, plan: 'FREE' }),
  },
  'PATCH /api/blogs/uuid/:uuid': {
    schema: updateBlogBodySchema,
    valid: (n) => ({ name: `Blog ${n}` }),
  },
  'PATCH /api/blogs/:id': { schema: updateBlogBodySchema, valid: (n) => ({ name: `Blog ${n}` }) },
  'POST /api/users': {
    schema: createUserBodySchema,
    valid: (n) => ({
      name: `Usuario ${n}`,
      email: `malo-${n}@example.com`,
      password: 'Una-clave-larga-9',
      bio: 'Bio',
      role: 'AUTHOR',
    }),
  },
  'PATCH /api/users/uuid/:uuid': {
    schema: updateUserBodySchema,
    valid: (n) => ({ name: `Usuario ${n}`, bio: 'Bio' }),
  },
  'POST /api/posts': {
    schema: createPostBodySchema,
    valid: (n) => ({
      title: `Entrada ${n}`,
      content: '<p>Texto</p>',
      excerpt: 'Resumen',
      slug: `entrada-mala-${n}`,
      status: 'PUBLISHED',
    }),
  },
  'PATCH /api/posts/:id': { schema: updatePostBodySchema, valid: (n) => ({ title: `T ${n}` }) },
  'POST /api/pages': {
    schema: createPageBodySchema,
    valid: (n) => ({
      title: `Página ${n}`,
      content: '<p>Texto</p>',
      slug: `pagina-mala-${n}`,
      status: 'DRAFT',
    }),
  },
  'PATCH /api/pages/uuid/:uuid': {
    schema: updatePageBodySchema,
    valid: (n) => ({ title: `P ${n}` }),
  },
  'POST /api/series': {
    schema: createSeriesBodySchema,
    valid: (n) => ({ title: `Serie ${n}`, slug: `serie-mala-${n}`, description: 'D' }),
  },
  'PATCH /api/series/uuid/:uuid': {
    schema: updateSeriesBodySchema,
    valid: (n) => ({ title: `S ${n}` }),
  },
  'POST /api/categories': {
    schema: createCategoryBodySchema,
    valid: (n) => ({ name: `Categoría ${n}`, slug: `cat-mala-${n}` }),
  },
  'PATCH /api/categories/:id': {
    schema: updateCategoryBodySchema,
    valid: (n) => ({ name: `C ${n}` }),
  },
  'POST /api/menu': {
    schema: createMenuItemBodySchema,
    valid: (n) => ({ label: `Enlace ${n}`, url: '/acerca', order: 1 }),
  },
  'PATCH /api/menu/:id': { schema: updateMenuItemBodySchema, valid: (n) => ({ label: `M ${n}` }) },
  'PATCH /api/menu/reorder': {
    schema: reorderMenuBodySchema,
    valid: () => ({ items: [{ id: fixtures.menuId, order: 1 }] }),
  },
  'POST /api/recommendations': {
    schema: createRecommendationBodySchema,
    valid: (n) => ({ url: `https://otro-${n}.example/`, title: `Sitio ${n}`, reason: 'Por qué' }),
  },
  'PATCH /api/recommendations/:id': {
    schema: updateRecommendationBodySchema,
    valid: (n) => ({ title: `Sitio ${n}` }),
  },
  'PUT /api/settings': {
    schema: updateSettingsBodySchema,
    valid: () => ({ title: 'Título', description: 'D', language: 'es', template: 'default' }),
  },
};

/** Sent as raw JSON text, since JSON.stringify cannot write it. */
const INFINITY = Symbol('1e309');
const polluter = () => JSON.parse('{"__proto__":{"polluted":"yes"}}') as object;
const BAD_VALUES: readonly unknown[] = [
  {},
  [],
  true,
  null,
  'a\u0000b',
  'x'.repeat(100_000),
  '\ud800',
  0,
  -1,
  2 ** 31,
  2 ** 53,
  INFINITY,
  'NaN',
  '1e309',
  'DESCONOCIDO',
  polluter(),
];
/** Update routes share their fields with the create routes: a shorter list keeps the run short. */
const BAD_UPDATE_VALUES: readonly unknown[] = [
  {},
  [],
  'a\u0000b',
  'x'.repeat(100_000),
  -1,
  2 ** 31,
  INFINITY,
  'DESCONOCIDO',
  polluter(),
];
const BAD_PARAMS = [
  '0',
  '-1',
  '2147483648',
  '9007199254740993',
  '1e309',
  'NaN',
  'abc',
  '%00',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
  '00000000-0000-4000-8000-000000000000',
  '2147483647',
];
const BAD_BLOG_HEADERS = [
  '0',
  '-1',
  '2147483648',
  '1e309',
  'NaN',
  'abc',
  '__proto__',
  'x'.repeat(5000),
];
const BAD_QUERIES = [
  'page=0',
  'page=-1',
  'page=2147483648',
  'page=1e309',
  'page=NaN',
  'limit=0',
  'limit=9007199254740993',
  'limit=abc',
  'status=DESCONOCIDO',
  'categoryId=-1',
  `search=${'x'.repeat(100_000)}`,
  'search=a%00b',
  'slug=a%00b',
  'excludeUuid=nope',
  'blogId=2147483648',
  'adminId=1e309',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  'page=1&page=2',
  '%E0%A4%A=1',
];
const MALFORMED_BODIES = [
  '{"title":',
  '{"a":1}}',
  '[]',
  'null',
  '"texto"',
  '42',
  'true',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

let t: TestApp;
const tokens: Record<'super' | 'admin', string> = { super: '', admin: '' };
const fixtures = { blogId: 0, blogUuid: '', menuId: 0 };
/** Real ids and uuids by the first path segment after /api. */
const realRows = new Map<string, { id: number; uuid: string }>();

const TABLE_OF: Record<string, string> = {
  blogs: 'blogs',
  users: 'users',
  posts: 'posts',
  pages: 'pages',
  series: 'series',
  categories: 'categories',
  menu: 'menu_items',
  recommendations: 'recommendations',
};

useTestApp(
  (app) => {
    t = app;
  },
  { session: false },
);
beforeAll(async () => {
  tokens.super = await tokenFor(t, 'super');
  tokens.admin = await tokenFor(t, 'admin');
  const demo = await t.db.query.blogs.findFirst({ where: (b, { eq }) => eq(b.subdomain, 'demo') });
  if (!demo) throw new Error('demo blog missing');
  fixtures.blogId = demo.id;
  fixtures.blogUuid = demo.uuid;
  realRows.set('blogs', { id: demo.id, uuid: demo.uuid });
  for (const [segment, table] of Object.entries(TABLE_OF)) {
    if (segment === 'blogs') continue;
    const rows = (await t.db.execute(
      segment === 'users'
        ? `select u.id, u.uuid from users u join blog_members m on m.user_id = u.id
           where m.blog_id = ${demo.id} and u.email = 'author@example.com'`
        : `select id, ${segment === 'menu' || segment === 'recommendations' ? 'null' : 'uuid'} as uuid from ${table}
           where blog_id = ${demo.id} order by id limit 1`,
    )) as unknown as { rows?: { id: number; uuid: string }[] } & { id: number; uuid: string }[];
    const row = rows.rows?.[0] ?? rows[0];
    if (row) realRows.set(segment, { id: Number(row.id), uuid: String(row.uuid) });
  }
  fixtures.menuId = realRows.get('menu')?.id ?? 1;
});

/** The tables a route may write; a route not listed here is checked against all of them. */
const WRITES_TO: Record<string, string[]> = {
  auth: ['users'],
  blogs: ['blogs', 'settings', 'blog_members'],
  users: ['users', 'blog_members'],
  posts: ['posts'],
  pages: ['pages'],
  imports: ['blog_imports', 'background_jobs'],
  exports: ['blog_exports', 'background_jobs'],
  series: ['series', 'posts'],
  categories: ['categories', 'posts'],
  menu: ['menu_items'],
  recommendations: ['recommendations'],
  settings: ['settings', 'blogs'],
};
const ALL_TABLES = [...new Set(Object.values(WRITES_TO).flat().concat(['comments', 'media']))];

/**
 * Row count and newest row version (xmin) of the tables a route may write: any insert or
 * update makes a new row version, so a refused write must leave both as they were.
 */
async function snapshot(segment: string): Promise<string> {
  const query = (WRITES_TO[segment] ?? ALL_TABLES)
    .map(
      (table) =>
        `select '${table}' as t, count(*)::int as n, ` +
        `coalesce(max(xmin::text::bigint), 0)::text as v from ${table}`,
    )
    .join(' union all ');
  const result = (await t.db.execute(query)) as unknown as
    | { rows: { t: string; n: number; v: string }[] }
    | { t: string; n: number; v: string }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((r) => `${r.t}:${r.n}:${r.v}`).join(' ');
}

/** The rule's path with real ids and uuids of the demo blog, or `overrides` for some params. */
function realPath(rule: RouteRule, overrides: Record<string, string> = {}): string {
  const row = realRows.get(segmentOf(rule));
  return rule.path.replace(/:(\w+)/g, (_, name: string) => {
    if (overrides[name] !== undefined) return overrides[name];
    if (name === 'kind') return 'posts';
    if (name === 'uuid') return row?.uuid ?? '00000000-0000-4000-8000-000000000001';
    return String(row?.id ?? 2_147_483_647);
  });
}

const segmentOf = (rule: RouteRule) => rule.path.split('/')[2] as string;
const key = (rule: RouteRule) => `${rule.method} ${rule.path}`;
const hasBody = (rule: RouteRule) => ['POST', 'PUT', 'PATCH'].includes(rule.method);
const isWrite = (rule: RouteRule) => rule.method !== 'GET';
/** An import's file: the body is the file's bytes, declared `application/octet-stream`. */
const isFileBody = (rule: RouteRule) =>
  ['POST /api/imports', 'POST /api/imports/:uuid/images'].includes(key(rule));
/** The members' pages on a blog's host take HTML forms, as a browser without JavaScript sends them. */
const isBlogForm = (rule: RouteRule) =>
  rule.path.startsWith('/members/') && !rule.path.startsWith('/members/api/');

function polluted(): boolean {
  const probe = {} as Record<string, unknown>;
  return (
    'polluted' in Object.prototype ||
    probe.polluted !== undefined ||
    (Object.prototype as unknown as Record<string, unknown>).polluted !== undefined
  );
}

function stringify(body: unknown): string {
  const marker = '"\u0001INFINITY\u0001"';
  return JSON.stringify(body, (_, value) =>
    value === INFINITY ? marker.slice(1, -1) : value,
  ).replaceAll(marker, '1e309');
}

let counter = 0;

/**
 * The snapshot taken right after the last request, and of which route's tables: nothing else
 * writes between two requests of one test, so it is the next request's "before" when that
 * request is to the same tables, and a write route's sweep snapshots once per request, not twice.
 * A new test starts without it.
 */
let lastSnapshot: { segment: string; value: string } | undefined;
beforeEach(() => {
  lastSnapshot = undefined;
});

describe.each(ROUTE_POLICY.map((rule) => [key(rule), rule] as const))('%s', (_, rule) => {
  const token = () => (rule.blog === 'scope' ? tokens.admin : tokens.super);
  const send = (
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): ReturnType<typeof call> =>
    call(t, rule.method, path, {
      token: token(),
      ...(rule.blog === 'scope' ? { blog: fixtures.blogId } : {}),
      ...(body === undefined ? {} : { body }),
      headers,
    });

  /** Runs one request and returns what was wrong with the answer, if anything. */
  async function check(
    label: string,
    request: () => ReturnType<typeof call>,
    mustRefuse: boolean,
  ): Promise<string | undefined> {
    const segment = segmentOf(rule);
    const before = !isWrite(rule)
      ? ''
      : lastSnapshot?.segment === segment
        ? lastSnapshot.value
        : await snapshot(segment);
    lastSnapshot = undefined;
    const res = await request();
    const after = isWrite(rule) ? await snapshot(segment) : '';
    if (isWrite(rule)) lastSnapshot = { segment, value: after };
    if (polluted()) return `${label}: Object.prototype polluted`;
    if (res.status >= 500) return `${label}: ${res.status} ${res.text.slice(0, 200)}`;
    if (res.status < 400 && mustRefuse) return `${label}: accepted with ${res.status}`;
    if (res.status >= 400) {
      if (!res.json || typeof res.json.error !== 'string')
        return `${label}: ${res.status} without an { error } body`;
      if (isWrite(rule) && after !== before)
        return `${label}: refused with ${res.status} but the database changed`;
    }
    return undefined;
  }

  it('hostile path parameters, X-Blog-Id headers and query strings are 4xx', async () => {
    const failures: string[] = [];
    const body = hasBody(rule) ? stringify(BODIES[key(rule)]?.valid(++counter) ?? {}) : undefined;
    const params = (rule.path.match(/:\w+/g) ?? []).map((param) => param.slice(1));
    for (const param of params) {
      for (const bad of BAD_PARAMS) {
        const path = realPath(rule, {
          [param]: bad.startsWith('%') ? bad : encodeURIComponent(bad),
        });
        const failure = await check(`:${param}=${bad.slice(0, 40)}`, () => send(path, body), true);
        if (failure) failures.push(failure);
      }
    }
    if (rule.blog === 'scope') {
      for (const bad of BAD_BLOG_HEADERS) {
        const failure = await check(
          `X-Blog-Id: ${bad.slice(0, 40)}`,
          () =>
            call(t, rule.method, realPath(rule), {
              token: token(),
              blog: bad,
              ...(body === undefined ? {} : { body }),
            }),
          true,
        );
        if (failure) failures.push(failure);
      }
    }
    if (rule.method === 'GET') {
      for (const query of BAD_QUERIES) {
        const failure = await check(
          `?${query.slice(0, 60)}`,
          () => send(`${realPath(rule)}?${query}`),
          false,
        );
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  });

  if (hasBody(rule))
    it('malformed, non-object and polluting bodies are refused or harmless', async () => {
      const failures: string[] = [];
      const path = realPath(rule);
      for (const raw of MALFORMED_BODIES) {
        const failure = await check(`body ${raw.slice(0, 30)}`, () => send(path, raw), true);
        if (failure) failures.push(failure);
      }
      const base = stringify(BODIES[key(rule)]?.valid(++counter) ?? {});
      const pollutingKeys =
        '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},' +
        '"prototype":{"polluted":"yes"}';
      const pollute = base === '{}' ? `${pollutingKeys}}` : `${pollutingKeys},${base.slice(1)}`;
      const failure = await check(
        '__proto__/constructor/prototype keys',
        () => send(path, pollute),
        false,
      );
      if (failure) failures.push(failure);
      const huge = await check(
        '3 MB body',
        () => send(path, JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) })),
        true,
      );
      if (huge) failures.push(huge);
      expect(failures).toEqual([]);
    });

  const known = BODIES[key(rule)];
  if (known)
    it('every field with a wrong type, NUL byte, 100 000 chars, edge number or unknown enum', async () => {
      const failures: string[] = [];
      const path = realPath(rule);
      // The valid body itself must pass the schema, or the oracle below means nothing.
      expect(known.schema.safeParse(known.valid(0)).success).toBe(true);
      for (const field of Object.keys(known.schema.shape)) {
        for (const bad of rule.method === 'POST' ? BAD_VALUES : BAD_UPDATE_VALUES) {
          const body = { ...known.valid(++counter), [field]: bad } as Record<string, unknown>;
          const text = stringify(body);
          const refusedBySchema = !known.schema.safeParse(JSON.parse(text)).success;
          // The server normalises slugs (as the form does) before validating them.
          const mustRefuse = refusedBySchema && field !== 'slug';
          const label = `${field}=${stringify(bad).slice(0, 40)}`;
          const failure = await check(label, () => send(path, text), mustRefuse);
          if (failure) failures.push(failure);
        }
      }
      expect(failures).toEqual([]);
    });
});

/** Routes whose body is a multipart form, not JSON: a JSON body is refused as an unreadable form. */
const isMultipart = (rule: RouteRule) =>
  /\/(upload|picture)(\/|$)/.test(rule.path) || rule.path === '/api/members/import';

/** Demo mode's routes answer only this machine (platform/http/demo-mode.ts): their callers' address. */
const addressFor = (rule: RouteRule) =>
  rule.path.startsWith('/api/profile-picture-test/') ? '127.0.0.1' : '203.0.113.7';

describe('malformed JSON', () => {
  const ERROR_KEYS = ['error', 'message', 'details'];
  it.each(
    ROUTE_POLICY.filter((rule) => hasBody(rule) && !isFileBody(rule) && !isBlogForm(rule)).map(
      (rule) => [key(rule), rule] as const,
    ),
  )('%s answers 400 with one { error, message?, details? } body', async (_, rule) => {
    // The picture test page's upload names its user like the profile's picture route.
    const user = realRows.get('users')?.uuid ?? '';
    const path = realPath(rule, isMultipart(rule) ? { uuid: user } : {});
    const res = await call(t, rule.method, path, {
      token: rule.blog === 'scope' ? tokens.admin : tokens.super,
      ...(rule.blog === 'scope' ? { blog: fixtures.blogId } : {}),
      body: '{"title":',
      address: addressFor(rule),
    });
    expect(res.status, res.text.slice(0, 200)).toBe(400);
    expect(Object.keys(res.json).filter((k) => !ERROR_KEYS.includes(k))).toEqual([]);
    if (isMultipart(rule) && rule.blog !== 'scope')
      expect(res.json.error).toEqual(expect.any(String));
    else expect(res.json).toEqual({ error: SERVER_MESSAGES.malformedJson });
  });
});

describe('content type', () => {
  /** A body route called with `contentType` (none when undefined), as the admin or super admin. */
  async function sendTyped(rule: RouteRule, body: string, contentType: string | undefined) {
    const user = realRows.get('users')?.uuid ?? '';
    const path = realPath(rule, isMultipart(rule) ? { uuid: user } : {});
    const token = rule.blog === 'scope' ? tokens.admin : tokens.super;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (rule.blog === 'scope') headers['x-blog-id'] = String(fixtures.blogId);
    if (contentType !== undefined) headers['content-type'] = contentType;
    const res = await t.app.request(path, { method: rule.method, headers, body }, {
      incoming: { socket: { remoteAddress: addressFor(rule) } },
    } as never);
    const text = await res.text();
    return { status: res.status, text, json: text ? (JSON.parse(text) as unknown) : undefined };
  }

  // A mail client's one-click unsubscribe (RFC 8058) is a form POST by design.
  const isOneClick = (rule: RouteRule) =>
    key(rule) === 'POST /api/newsletter/:blog/unsubscribe/:token';
  const jsonRoutes = ROUTE_POLICY.filter(
    (rule) =>
      hasBody(rule) &&
      !isMultipart(rule) &&
      !isFileBody(rule) &&
      !isOneClick(rule) &&
      !isBlogForm(rule),
  );

  it.each(jsonRoutes.map((rule) => [key(rule), rule] as const))(
    '%s answers 415 to a body that is not declared JSON, and stores nothing',
    async (_, rule) => {
      const body = stringify(BODIES[key(rule)]?.valid(++counter) ?? {});
      for (const type of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/json',
        'application/jsonp',
        'text/plain; x=application/json',
        undefined,
      ]) {
        const before = await snapshot(segmentOf(rule));
        const res = await sendTyped(rule, body, type);
        expect(res.status, `${type}: ${res.text.slice(0, 200)}`).toBe(415);
        expect(res.json).toEqual({ error: SERVER_MESSAGES.unsupportedMediaType });
        expect(await snapshot(segmentOf(rule)), String(type)).toBe(before);
      }
    },
  );

  it('accepts JSON with a charset, in any case, and the +json types', async () => {
    const rule = ROUTE_POLICY.find((r) => key(r) === 'PUT /api/settings')!;
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;Charset=UTF-8',
      'application/merge-patch+json',
    ]) {
      const res = await sendTyped(rule, stringify(BODIES[key(rule)]!.valid(0)), type);
      expect(res.status, `${type}: ${res.text.slice(0, 200)}`).toBe(200);
    }
  });

  it('lets a call without a body through without a content type', async () => {
    const rule = ROUTE_POLICY.find((r) => key(r) === 'POST /api/invitations/:uuid/resend')!;
    const res = await sendTyped(rule, '', undefined);
    expect(res.status).not.toBe(415);
  });

  it('takes an import only as bytes: JSON, forms and text are 415, and start nothing', async () => {
    for (const rule of ROUTE_POLICY.filter(isFileBody))
      for (const type of [
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        undefined,
      ]) {
        const before = await snapshot(segmentOf(rule));
        const res = await sendTyped(rule, '{"title":"hola"}', type);
        expect(res.status, `${type}: ${res.text}`).toBe(415);
        expect(res.json).toEqual({
          error: 'El archivo se envía tal cual, como application/octet-stream',
        });
        expect(await snapshot(segmentOf(rule)), String(type)).toBe(before);
      }
  });

  it('leaves the multipart uploads to their own form check', async () => {
    for (const rule of ROUTE_POLICY.filter(isMultipart)) {
      const res = await sendTyped(rule, '{}', 'text/plain');
      // The members' import is PRO only, which the fixtures' FREE blog is told first.
      const proOnly = rule.path.startsWith('/api/members/');
      expect(res.status, `${key(rule)}: ${res.text}`).toBe(proOnly ? 403 : 400);
      expect(res.json, key(rule)).not.toEqual({ error: SERVER_MESSAGES.unsupportedMediaType });
    }
  });
});

describe('the table of bodies', () => {
  it('names only routes of the policy table', () => {
    const routes = new Set(ROUTE_POLICY.map(key));
    expect(Object.keys(BODIES).filter((k) => !routes.has(k))).toEqual([]);
  });
});
