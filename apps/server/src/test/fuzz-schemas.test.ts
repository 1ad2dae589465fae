import * as api from '@bitacora/api/schemas';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, type TestApp, tokenFor } from './test-db.ts';
import { useTestApp } from './use-test-app.ts';

/*
 * Property-based fuzzing of the request-body schemas of @bitacora/api: any JSON value either
 * parses or fails with a ZodError (never a TypeError from a transform), and bodies generated
 * around each create route's fields never make the server answer 500.
 */

const bodySchemas = (Object.entries(api) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodObject<z.ZodRawShape>] =>
    entry[0].endsWith('BodySchema') && entry[1] instanceof z.ZodObject,
);

/** JSON values, with the strings and numbers most likely to break a transform. */
const nasty = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'NaN', '1e309', '-0', '__proto__', 'x'.repeat(5000)),
  fc.constantFrom(0, -1, -0, 2 ** 31, 2 ** 53, Number.MAX_VALUE, 1.5),
  fc.jsonValue({ maxDepth: 2 }),
);
/** Objects over a schema's own keys, any subset, each with any value. */
const bodyFor = (schema: z.ZodObject<z.ZodRawShape>) =>
  fc.record(Object.fromEntries(Object.keys(schema.shape).map((k) => [k, nasty])), {
    requiredKeys: [],
  });

describe('body schemas of @bitacora/api', () => {
  it('finds the create and update body schemas', () => {
    const names = bodySchemas.map(([name]) => name);
    expect(names).toContain('createPostBodySchema');
    expect(names).toContain('updateSettingsBodySchema');
    expect(names.length).toBeGreaterThan(10);
  });

  it.each(bodySchemas)('%s throws only ZodError', (_, schema) => {
    const onlyZod = (value: unknown) => {
      try {
        schema.parse(value);
      } catch (error) {
        if (!(error instanceof z.ZodError)) throw error;
      }
    };
    fc.assert(fc.property(fc.jsonValue(), onlyZod), { numRuns: 150 });
    fc.assert(fc.property(bodyFor(schema), onlyZod), { numRuns: 300 });
  });
});

/** The create routes and their schemas; the scope is the demo blog. */
const CREATE_ROUTES: [string, z.ZodObject<z.ZodRawShape>][] = [
  ['/api/blogs', api.createBlogBodySchema],
  ['/api/users', api.createUserBodySchema],
  ['/api/posts', api.createPostBodySchema],
  ['/api/pages', api.createPageBodySchema],
  ['/api/series', api.createSeriesBodySchema],
  ['/api/categories', api.createCategoryBodySchema],
  ['/api/menu', api.createMenuItemBodySchema],
  ['/api/recommendations', api.createRecommendationBodySchema],
];

describe('create routes under generated bodies', () => {
  let t: TestApp;
  let token = '';
  let blogId = 0;
  useTestApp(
    (app) => {
      t = app;
    },
    { session: false },
  );
  beforeAll(async () => {
    token = await tokenFor(t, 'super');
    const demo = await t.db.query.blogs.findFirst({
      where: (b, { eq }) => eq(b.subdomain, 'demo'),
    });
    blogId = demo?.id ?? 0;
  });

  it.each(CREATE_ROUTES)('POST %s never answers 500', async (path, schema) => {
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(bodyFor(schema), async (body) => {
        const res = await call(t, 'POST', path, { token, blog: blogId, body });
        seen.push(String(res.status));
        if (res.status >= 500)
          throw new Error(`${res.status} for ${JSON.stringify(body).slice(0, 500)}`);
      }),
      { numRuns: 40 },
    );
    expect(seen).toHaveLength(40);
  });
});
