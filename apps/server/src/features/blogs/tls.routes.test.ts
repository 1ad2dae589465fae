import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { blogs } from '../../platform/db/schema/index.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { TLS_ASK_LIMIT } from './tls.routes.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

beforeAll(async () => {
  await t.db
    .update(blogs)
    .set({ domain: 'blog-pro.example.org', domainVerifiedAt: new Date() })
    .where(eq(blogs.subdomain, 'pro'));
  await t.db
    .update(blogs)
    .set({ domain: 'gratis.example.org', domainVerifiedAt: new Date() })
    .where(eq(blogs.subdomain, 'demo'));
  await t.db
    .insert(blogs)
    .values({ name: 'Pendiente', subdomain: 'pendiente', domain: 'pendiente.example.org' });
});

const ask = (domain: string, address = '127.0.0.1') =>
  call(t, 'GET', `/api/tls/ask?domain=${encodeURIComponent(domain)}`, { address });

it('200 for the platform, blogs’ subdomains and their own domains; 404 otherwise', async () => {
  expect((await ask('localhost')).status).toBe(200);
  expect((await ask('demo.localhost')).status).toBe(200);
  expect((await ask('PRO.localhost')).status).toBe(200);
  expect((await ask('blog-pro.example.org')).status).toBe(200);
  // Custom domains are open to every plan for now (hasFeature), FREE included.
  expect((await ask('gratis.example.org')).status).toBe(200);
  // A domain not yet verified gets no certificate (its blog's subdomain does).
  expect((await ask('pendiente.example.org')).status).toBe(404);
  expect((await ask('pendiente.localhost')).status).toBe(200);
  expect((await ask('nadie.localhost')).status).toBe(404);
  expect((await ask('example.net')).status).toBe(404);
  expect((await ask('127.0.0.1')).status).toBe(404);
});

it('400 for a missing or malformed name', async () => {
  expect((await call(t, 'GET', '/api/tls/ask')).status).toBe(400);
  const res = await ask('a b<c>');
  expect(res.status).toBe(400);
  expect(res.json.error).toBe('Dominio no válido');
  expect((await ask('x'.repeat(300))).status).toBe(400);
});

it('a flood of asks from one address is refused with 429', async () => {
  for (let i = 0; i < TLS_ASK_LIMIT; i++) {
    expect((await ask(`n${i}.example.net`, '198.51.100.77')).status).toBe(404);
  }
  expect((await ask('demo.localhost', '198.51.100.77')).status).toBe(429);
  expect((await ask('demo.localhost', '198.51.100.78')).status).toBe(200);
});
