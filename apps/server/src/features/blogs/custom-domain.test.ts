import { CUSTOM_DOMAIN_MESSAGES, DOMAIN_CHECK_LIMIT } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DnsStandIn, startDnsStandIn } from '../../../../../scripts/dns-stand-in.ts';
import { backgroundJobs, blogs } from '../../platform/db/schema/index.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { customDomainJobs, DOMAIN_CHECK_JOB } from './custom-domain.service.ts';
import { checkDomainRecords } from './custom-domain-dns.ts';

const TARGET = 'blogs.bitacora.test';
const DOMAIN = 'www.ejemplo.es';

let dns: DnsStandIn;
let t: TestApp;
let s: Session;

beforeAll(async () => {
  dns = await startDnsStandIn();
});
afterAll(() => dns.close());

useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  {
    reseedEachTest: true,
    app: {
      deps: {
        customDomainTarget: TARGET,
        get dnsServers() {
          return [dns.server];
        },
      },
    },
  },
);

beforeEach(() => {
  dns.clear();
  dns.set(TARGET, { A: ['192.0.2.10'], AAAA: ['2001:db8::10'] });
});

const settings = () => call(t, 'GET', '/api/settings', { token: s.tokens.admin, blog: s.demo.id });
const saveDomain = (domain: string | null) =>
  call(t, 'PUT', '/api/settings', {
    token: s.tokens.admin,
    blog: s.demo.id,
    body: { domain },
  });
const checkNow = () =>
  call(t, 'POST', '/api/settings/domain/check', { token: s.tokens.admin, blog: s.demo.id });
const visit = async (host: string, path: string) => {
  const res = await visitorRequest(t, host, path);
  return { status: res.status, text: await res.text() };
};
const ask = (domain: string) =>
  call(t, 'GET', `/api/tls/ask?domain=${encodeURIComponent(domain)}`, { address: '127.0.0.1' });
type Status = { state: string; txtName: string; txtValue: string; target: string; error: string };
const statusOf = (res: { json: Record<string, unknown> }) => res.json.domainStatus as Status;

describe('checkDomainRecords', () => {
  const token = 'bitacora-0123456789abcdef';
  const check = (domain = DOMAIN, servers = [dns.server]) =>
    checkDomainRecords({ domain, token, target: TARGET, servers });

  it('needs the TXT token and a CNAME to the target', async () => {
    expect(await check()).toEqual({
      ok: false,
      error: CUSTOM_DOMAIN_MESSAGES.txtMissing(`_bitacora.${DOMAIN}`),
    });
    dns.set(`_bitacora.${DOMAIN}`, { TXT: ['otro-codigo'] });
    expect(await check()).toEqual({
      ok: false,
      error: CUSTOM_DOMAIN_MESSAGES.txtWrong(`_bitacora.${DOMAIN}`),
    });
    dns.set(`_bitacora.${DOMAIN}`, { TXT: [token] });
    expect(await check()).toEqual({
      ok: false,
      error: CUSTOM_DOMAIN_MESSAGES.targetMissing(DOMAIN, TARGET),
    });
    dns.set(DOMAIN, { CNAME: 'otro.example.net' });
    expect((await check()).ok).toBe(false);
    dns.set(DOMAIN, { CNAME: `${TARGET.toUpperCase()}.` });
    expect(await check()).toEqual({ ok: true });
  });

  it('takes an apex whose A/AAAA addresses are all the target’s', async () => {
    dns.set('_bitacora.ejemplo.es', { TXT: [token] });
    dns.set('ejemplo.es', { A: ['192.0.2.10', '198.51.100.1'] });
    expect((await check('ejemplo.es')).ok).toBe(false);
    dns.set('ejemplo.es', { A: ['192.0.2.10'], AAAA: ['2001:db8::10'] });
    expect(await check('ejemplo.es')).toEqual({ ok: true });
  });

  it('says the DNS did not answer, within seconds, when the resolver is silent', async () => {
    // A loopback port nobody answers on.
    const silent = await startDnsStandIn();
    const server = silent.server;
    await silent.close();
    const started = Date.now();
    expect(await check(DOMAIN, [server])).toEqual({
      ok: false,
      error: CUSTOM_DOMAIN_MESSAGES.dnsUnavailable,
    });
    expect(Date.now() - started).toBeLessThan(11_000);
  }, 20_000);
});

describe('a blog’s own domain', () => {
  it('is pending once saved: the records to create, not canonical, no certificate', async () => {
    const saved = await saveDomain(DOMAIN);
    expect(saved.status).toBe(200);
    const status = statusOf(saved);
    expect(status).toMatchObject({
      state: 'pending',
      txtName: `_bitacora.${DOMAIN}`,
      target: TARGET,
      error: null,
    });
    expect(status.txtValue).toMatch(/^bitacora-[0-9a-f]{32}$/);
    expect(statusOf(await settings())).toEqual(status);
    // The domain already shows the blog, so the owner can try it; the subdomain stays canonical.
    const page = await visit(DOMAIN, '/blog/sevilla-en-otono');
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      '<link rel="canonical" href="http://demo.localhost:3000/blog/sevilla-en-otono">',
    );
    expect((await visit('demo.localhost:3000', '/feed.xml')).text).not.toContain(DOMAIN);
    expect((await visit('demo.localhost:3000', '/sitemap.xml')).text).not.toContain(DOMAIN);
    expect((await ask(DOMAIN)).status).toBe(404);
  });

  it('becomes canonical, with a certificate, once "Comprobar ahora" finds its records', async () => {
    const token = statusOf(await saveDomain(DOMAIN)).txtValue;
    const failed = await checkNow();
    expect(failed.status).toBe(200);
    expect(statusOf(failed)).toMatchObject({
      state: 'pending',
      error: CUSTOM_DOMAIN_MESSAGES.txtMissing(`_bitacora.${DOMAIN}`),
    });
    dns.set(`_bitacora.${DOMAIN}`, { TXT: [token] });
    dns.set(DOMAIN, { CNAME: TARGET });
    const verified = await checkNow();
    expect(statusOf(verified)).toMatchObject({ state: 'verified', error: null });
    const page = await visit('demo.localhost:3000', '/blog/sevilla-en-otono');
    expect(page.text).toContain(
      `<link rel="canonical" href="https://${DOMAIN}/blog/sevilla-en-otono">`,
    );
    expect(page.text).toContain(
      `<meta property="og:url" content="https://${DOMAIN}/blog/sevilla-en-otono">`,
    );
    expect((await visit(DOMAIN, '/feed.xml')).text).toContain(`https://${DOMAIN}/blog/`);
    expect((await visit(DOMAIN, '/sitemap.xml')).text).toContain(`<loc>https://${DOMAIN}/`);
    // The demo blog is FREE: custom domains are open to every plan while the notes say so.
    const [demo] = await t.db.select().from(blogs).where(eq(blogs.id, s.demo.id));
    expect(demo?.plan).toBe('FREE');
    expect((await ask(DOMAIN)).status).toBe(200);
    const blog = await call(t, 'GET', `/api/blogs/${s.demo.id}`, { token: s.tokens.admin });
    expect(blog.json).toMatchObject({ domain: DOMAIN, domainVerified: true });
  });

  it('starts pending again, with a new token, when the domain changes', async () => {
    const first = statusOf(await saveDomain(DOMAIN)).txtValue;
    dns.set(`_bitacora.${DOMAIN}`, { TXT: [first] });
    dns.set(DOMAIN, { CNAME: TARGET });
    expect(statusOf(await checkNow()).state).toBe('verified');
    const moved = statusOf(await saveDomain('blog.ejemplo.es'));
    expect(moved.state).toBe('pending');
    expect(moved.txtValue).not.toBe(first);
    expect((await ask(DOMAIN)).status).toBe(404);
    expect((await ask('blog.ejemplo.es')).status).toBe(404);
    const page = await visit('demo.localhost:3000', '/');
    expect(page.text).toContain('<link rel="canonical" href="http://demo.localhost:3000/">');
    expect(statusOf(await saveDomain(null))).toBeNull();
    expect((await checkNow()).status).toBe(409);
  });

  it('limits "Comprobar ahora" per blog', async () => {
    await saveDomain(DOMAIN);
    for (let i = 0; i < DOMAIN_CHECK_LIMIT.count; i++) expect((await checkNow()).status).toBe(200);
    const refused = await checkNow();
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(CUSTOM_DOMAIN_MESSAGES.tooManyChecks);
    const other = await call(t, 'GET', '/api/settings', { token: s.tokens.admin, blog: s.demo.id });
    expect(other.status).toBe(200);
  });

  it('is checked again by a job with longer waits, until verified or for three days', async () => {
    const start = new Date('2026-11-28T10:00:00Z');
    t.setNow(start);
    const token = statusOf(await saveDomain(DOMAIN)).txtValue;
    const handlers = customDomainJobs(t.deps);
    const at = (ms: number) => t.setNow(new Date(start.getTime() + ms));
    // Nothing due at once; the first round a minute later finds no records and queues the next.
    expect(await runDueJobs(t, handlers)).toEqual([]);
    at(60_000);
    expect(await runDueJobs(t, handlers)).toEqual([DOMAIN_CHECK_JOB]);
    at(60_000 + 119_000);
    expect(await runDueJobs(t, handlers)).toEqual([]);
    at(60_000 + 120_000);
    expect(await runDueJobs(t, handlers)).toEqual([DOMAIN_CHECK_JOB]);
    dns.set(`_bitacora.${DOMAIN}`, { TXT: [token] });
    dns.set(DOMAIN, { CNAME: TARGET });
    at(60_000 + 120_000 + 240_000);
    expect(await runDueJobs(t, handlers)).toEqual([DOMAIN_CHECK_JOB]);
    expect(statusOf(await settings()).state).toBe('verified');
    // Verified: no further round is queued.
    const queued = await t.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, DOMAIN_CHECK_JOB), eq(backgroundJobs.state, 'queued')));
    expect(queued).toEqual([]);
  });

  it('stops the job’s rounds after three days, and when another domain is saved', async () => {
    const start = new Date('2026-11-28T10:00:00Z');
    t.setNow(start);
    await saveDomain(DOMAIN);
    const handlers = customDomainJobs(t.deps);
    let rounds = 0;
    for (let day = 0; day <= 4 * 24; day++) {
      t.setNow(new Date(start.getTime() + day * 3_600_000));
      rounds += (await runDueJobs(t, handlers)).length;
    }
    // 1, 2, 4… minutes, then every 6 hours: about 20 rounds in 3 days, none after.
    expect(rounds).toBeGreaterThan(10);
    expect(rounds).toBeLessThan(25);
    const [blog] = await t.db.select().from(blogs).where(eq(blogs.id, s.demo.id));
    expect(blog?.domainVerifiedAt).toBeNull();
    expect(blog?.domainError).toBe(CUSTOM_DOMAIN_MESSAGES.txtMissing(`_bitacora.${DOMAIN}`));

    t.setNow(start);
    await saveDomain('otro.ejemplo.es');
    await saveDomain('tercero.ejemplo.es');
    t.setNow(new Date(start.getTime() + 60_000));
    // The round of the replaced domain ends without a check; the current one runs.
    expect(await runDueJobs(t, handlers)).toEqual([DOMAIN_CHECK_JOB, DOMAIN_CHECK_JOB]);
    const [after] = await t.db.select().from(blogs).where(eq(blogs.id, s.demo.id));
    expect(after?.domain).toBe('tercero.ejemplo.es');
    expect(after?.domainError).toBe(
      CUSTOM_DOMAIN_MESSAGES.txtMissing('_bitacora.tercero.ejemplo.es'),
    );
  });
});
