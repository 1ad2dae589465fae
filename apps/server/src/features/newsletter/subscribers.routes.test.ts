import type { SubscriberList } from '@bitacora/api/schemas';
import { NEWSLETTER_MESSAGES as M, NEWSLETTER_FREE_LIMIT } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundJobs, newsletterSubscribers } from '../../platform/db/schema/index.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { NEWSLETTER_JOBS } from './newsletter.service.ts';

let t: TestApp;
let s: Session;
useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(t, method, path, {
    token: s.tokens.admin,
    blog: s.demo.id,
    ...(body === undefined ? {} : { body }),
  });

describe("the panel's 'Suscriptores'", () => {
  it('lists, counts, searches and shows growth; only the ADMIN of the blog', async () => {
    const now = new Date();
    await t.db.insert(newsletterSubscribers).values([
      { blogId: s.demo.id, email: 'ana@example.com', name: 'Ana', confirmedAt: now },
      { blogId: s.demo.id, email: 'beto@example.com', name: 'Beto', confirmedAt: now },
      { blogId: s.demo.id, email: 'pendiente@example.com' },
      { blogId: s.demo.id, email: 'ido@example.com', confirmedAt: now, unsubscribedAt: now },
      { blogId: s.pro.id, email: 'otro-blog@example.com', confirmedAt: now },
    ]);
    const res = await asAdmin('GET', '/api/subscribers');
    expect(res.status, res.text).toBe(200);
    expect(res.json.counts).toEqual({ confirmed: 2, pending: 1, unsubscribed: 1 });
    expect(res.json.total).toBe(4);
    expect(res.json.limit).toBe(NEWSLETTER_FREE_LIMIT);
    expect(res.json.overLimit).toBe(0);
    const list = res.json as unknown as SubscriberList;
    expect(list.growth.weeks).toHaveLength(12);
    expect(list.growth.weeks.at(-1)?.count).toBe(3);
    expect(list.growth.months.at(-1)?.count).toBe(3);
    const found = (await asAdmin('GET', '/api/subscribers?q=BETO'))
      .json as unknown as SubscriberList;
    expect(found.items.map((i) => i.email)).toEqual(['beto@example.com']);

    const author = await call(t, 'GET', '/api/subscribers', {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(author.status).toBe(403);
  });

  it('removes one subscriber of its own blog only', async () => {
    const [mine] = await t.db
      .insert(newsletterSubscribers)
      .values({ blogId: s.demo.id, email: 'quitar@example.com' })
      .returning();
    const [theirs] = await t.db
      .insert(newsletterSubscribers)
      .values({ blogId: s.pro.id, email: 'ajeno@example.com' })
      .returning();
    expect((await asAdmin('DELETE', `/api/subscribers/${theirs!.uuid}`)).json).toEqual({
      error: M.subscriberNotFound,
    });
    expect((await asAdmin('DELETE', `/api/subscribers/${mine!.uuid}`)).status).toBe(204);
    const left = await t.db.select().from(newsletterSubscribers);
    expect(left.map((r) => r.email)).toEqual(['ajeno@example.com']);
  });

  it('imports a CSV: validates, dedupes, confirms only when the CSV says so, mails the rest', async () => {
    await t.db
      .insert(newsletterSubscribers)
      .values({ blogId: s.demo.id, email: 'ya@example.com', unsubscribedAt: new Date() });
    const csv = [
      'Email,Name,Confirmed',
      'uno@example.com,Uno,yes',
      'UNO@example.com,Repetido,yes',
      'dos@example.com,Dos,',
      'no-es-correo,Malo,yes',
      'ya@example.com,Se fue,yes',
      '"=cmd@example.com",Fórmula,no',
    ].join('\n');
    const res = await asAdmin('POST', '/api/subscribers/import', { csv });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ added: 3, confirmed: 1, skipped: 3 });
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.blogId, s.demo.id));
    const uno = rows.find((r) => r.email === 'uno@example.com');
    expect(uno?.confirmedAt).not.toBeNull();
    expect(rows.find((r) => r.email === 'dos@example.com')?.confirmedAt).toBeNull();
    // Someone who left stays gone.
    expect(rows.find((r) => r.email === 'ya@example.com')?.unsubscribedAt).not.toBeNull();
    const jobs = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, NEWSLETTER_JOBS.confirm));
    expect(jobs).toHaveLength(2);

    // The export neutralises a formula.
    const out = await t.app.request('/api/subscribers/export', {
      headers: { authorization: `Bearer ${s.tokens.admin}`, 'x-blog-id': String(s.demo.id) },
    });
    expect(out.headers.get('content-type')).toContain('text/csv');
    const text = await out.text();
    expect(text.split('\r\n')[0]).toBe('email,name,confirmed,state,subscribed_at');
    expect(text).toContain('"uno@example.com","Uno",yes,CONFIRMED');
    expect(text).toContain(`"'=cmd@example.com"`);
  });

  it('refuses a CSV without an email column, unreadable, or too large', async () => {
    expect((await asAdmin('POST', '/api/subscribers/import', { csv: 'nombre\nAna' })).json).toEqual(
      { error: M.importNoEmailColumn },
    );
    const unreadable = await asAdmin('POST', '/api/subscribers/import', { csv: 'email\n"abierta' });
    expect(unreadable.status).toBe(400);
    const big = `email\n${'a@example.com\n'.repeat(90_000)}`;
    const res = await asAdmin('POST', '/api/subscribers/import', { csv: big });
    expect(res.status).toBe(413);
    expect(await t.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it('keeps the content-or-excerpt setting', async () => {
    const res = await asAdmin('PUT', '/api/subscribers/settings', { fullContent: true });
    expect(res.json).toEqual({ fullContent: true });
    expect((await asAdmin('GET', '/api/subscribers')).json.fullContent).toBe(true);
  });
});
