import {
  NEWSLETTER_MESSAGES as M,
  NEWSLETTER_FREE_LIMIT,
  RECIPIENT_MAIL_CAPS,
} from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  backgroundJobs,
  newsletterDeliveries,
  newsletterSubscribers,
  posts,
} from '../../platform/db/schema/index.ts';
import type { OutboxEntry, OutboxMailer } from '../../platform/mail/mailer.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { call } from '../../test/test-db.ts';
import { useTestMails } from '../../test/test-mails.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { publishDueContent } from '../content/index.ts';
import { NEWSLETTER_JOBS, newsletterJobs } from './newsletter.service.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

const { mails, mailsTo } = useTestMails(() => t.deps.mailer as OutboxMailer);
const runJobs = () => runDueJobs(t, newsletterJobs(t.deps));

function linkIn(mail: OutboxEntry | undefined, kind: 'confirm' | 'unsubscribe'): string {
  const match = mail?.text.match(new RegExp(`https?://\\S+/api/newsletter/[^/\\s]+/${kind}/\\S+`));
  if (!match) throw new Error(`no ${kind} link in ${mail?.subject}`);
  return new URL(match[0]).pathname;
}

let visitor = 0;
/** The blog's form, posted as a browser without JavaScript would. */
async function subscribeOn(
  subdomain: string,
  fields: Record<string, string>,
  address = `198.51.100.${++visitor}`,
) {
  const host = `${subdomain}.localhost:3000`;
  const res = await t.app.request(
    `http://${host}/suscribirse`,
    {
      method: 'POST',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
    { incoming: { socket: { remoteAddress: address } } } as never,
  );
  return { status: res.status, text: await res.text(), headers: res.headers };
}

async function subscribeAndConfirm(subdomain: string, email: string) {
  expect((await subscribeOn(subdomain, { email, name: '' })).status).toBe(200);
  await runJobs();
  const mail = mailsTo(email).at(-1);
  const res = await call(t, 'POST', linkIn(mail, 'confirm'));
  expect(res.status, res.text).toBe(200);
}

describe('subscribing with double opt-in', () => {
  it('the form is on every page, and a subscription waits for the mailed confirmation', async () => {
    const home = await t.app.request('http://demo.localhost:3000/', {
      headers: { host: 'demo.localhost:3000' },
    });
    const html = await home.text();
    expect(html).toContain('action="/suscribirse"');
    expect(html).toContain('name="website"');

    const res = await subscribeOn('demo', { email: ' Lector@Example.com ', name: 'Lector' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toContain('Revisa tu correo');
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({ email: 'lector@example.com', name: 'Lector', confirmedAt: null });

    await runJobs();
    const mail = mailsTo('lector@example.com')[0];
    expect(mail?.subject).toBe(M.confirmSubject(s.demo.name));
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/unsubscribe\/.+>$/);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const link = linkIn(mail, 'confirm');
    const page = await call(t, 'GET', link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post">');
    // The GET changed nothing: mail scanners follow links.
    const [still] = await t.db.select().from(newsletterSubscribers);
    expect(still?.confirmedAt).toBeNull();

    const done = await call(t, 'POST', link);
    expect(done.status).toBe(200);
    expect(done.json.message).toBe(M.confirmed(s.demo.name));
    const [confirmed] = await t.db.select().from(newsletterSubscribers);
    expect(confirmed?.confirmedAt).not.toBeNull();
    // Single use.
    expect((await call(t, 'POST', link)).json).toEqual({ error: M.linkUsed });
  });

  it('a filled honeypot, a bad address and a flood mail nobody', async () => {
    const trap = await subscribeOn('demo', { email: 'bot@example.com', website: 'http://spam' });
    expect(trap.status).toBe(200);
    const bad = await subscribeOn('demo', { email: 'no-es-un-correo' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('El email no es válido');
    const address = '203.0.113.99';
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push((await subscribeOn('demo', { email: `flood${i}@example.com` }, address)).status);
    }
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
    await runJobs();
    expect(mailsTo('bot@example.com')).toEqual([]);
    expect(mails().filter((m) => m.to.startsWith('flood'))).toHaveLength(10);
    // The same address asking again and again gets at most three confirmation mails a day.
    for (let i = 0; i < 5; i += 1) await subscribeOn('demo', { email: 'again@example.com' });
    await runJobs();
    expect(mailsTo('again@example.com')).toHaveLength(3);
  });

  it(`mails one address at most ${RECIPIENT_MAIL_CAPS.newsletterConfirm.max} confirmations a day per blog, parallel subscribes from one place or many`, async () => {
    const { max } = RECIPIENT_MAIL_CAPS.newsletterConfirm;
    // From one address at once: every answer is the same, the mails stop at the cap.
    const one = await Promise.all(
      Array.from({ length: 8 }, () =>
        subscribeOn('demo', { email: 'victima@example.com' }, '203.0.113.7'),
      ),
    );
    expect(one.map((r) => r.status)).toEqual(Array(8).fill(200));
    // From many addresses at once: the cap is the recipient's, not the sender's.
    const many = await Promise.all(
      Array.from({ length: 8 }, () => subscribeOn('demo', { email: 'Victima@Example.com ' })),
    );
    expect(many.every((r) => r.status === 200)).toBe(true);
    await runJobs();
    expect(mailsTo('victima@example.com')).toHaveLength(max);
    // Another blog counts apart, and another address is untouched.
    await Promise.all(
      Array.from({ length: 6 }, () => subscribeOn('pro', { email: 'victima@example.com' })),
    );
    await subscribeOn('demo', { email: 'otra@example.com' });
    await runJobs();
    expect(mailsTo('victima@example.com')).toHaveLength(2 * max);
    expect(mailsTo('otra@example.com')).toHaveLength(1);
  });

  it('a fake or foreign confirmation link is refused with a clear answer', async () => {
    const fake = await call(t, 'POST', `/api/newsletter/${s.demo.uuid}/confirm/no-existe`);
    expect(fake.status).toBe(404);
    expect(fake.json).toEqual({ error: M.linkInvalid });
    await subscribeOn('demo', { email: 'otro@example.com' });
    await runJobs();
    const link = linkIn(mailsTo('otro@example.com')[0], 'confirm');
    const foreign = link.replace(s.demo.uuid, s.pro.uuid);
    const res = await call(t, 'POST', foreign);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: M.linkOtherList });
  });
});

describe('unsubscribing', () => {
  it('by the link (page and button) and by the one-click POST, only on its own list', async () => {
    await subscribeAndConfirm('demo', 'baja@example.com');
    await subscribeAndConfirm('pro', 'baja@example.com');
    const mail = mailsTo('baja@example.com').find((m) => m.subject.includes(s.demo.name));
    const link = linkIn(mail, 'unsubscribe');

    // Another blog's list refuses the token, and nothing changes.
    const foreign = await call(t, 'POST', link.replace(s.demo.uuid, s.pro.uuid));
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ error: M.linkOtherList });

    const page = await call(t, 'GET', link, { headers: { accept: 'text/html' } });
    expect(page.text).toContain(M.unsubscribeButton);
    // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` as a form.
    const res = await t.app.request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(newsletterSubscribers);
    const demo = rows.find((r) => r.blogId === s.demo.id);
    const pro = rows.find((r) => r.blogId === s.pro.id);
    expect(demo?.unsubscribedAt).not.toBeNull();
    expect(pro?.unsubscribedAt).toBeNull();
    // Repeating it answers the same.
    expect((await call(t, 'POST', link)).status).toBe(200);
  });
});

async function publishNew(token: string, blogId: number, extra: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/posts', {
    token,
    blog: blogId,
    body: {
      title: 'Entrada nueva',
      slug: `entrada-nueva-${Math.random().toString(36).slice(2, 8)}`,
      content: '<p>Hola, lectores.</p>',
      excerpt: 'Un resumen',
      status: 'PUBLISHED',
      ...extra,
    },
  });
  expect(res.status, res.text).toBe(201);
  const [post] = await t.db
    .select()
    .from(posts)
    .where(eq(posts.uuid, res.json.uuid as string));
  return post!;
}

describe("the 'new post' mail", () => {
  it('goes once to each confirmed subscriber, with its unsubscribe link and headers', async () => {
    await subscribeAndConfirm('demo', 'uno@example.com');
    await subscribeAndConfirm('demo', 'dos@example.com');
    await subscribeOn('demo', { email: 'pendiente@example.com' });
    const post = await publishNew(s.tokens.admin, s.demo.id);
    const ran = await runJobs();
    const [job] = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, NEWSLETTER_JOBS.post));
    expect(job?.error ?? null, ran.join()).toBeNull();
    for (const email of ['uno@example.com', 'dos@example.com']) {
      const got = mailsTo(email).filter((m) => m.subject === 'Entrada nueva');
      expect(got).toHaveLength(1);
      expect(got[0]?.text).toContain('Un resumen');
      expect(got[0]?.text).toContain(`/blog/${post.slug}`);
      expect(got[0]?.html).toContain(M.readMore);
      expect(got[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    expect(mailsTo('pendiente@example.com').filter((m) => m.subject === 'Entrada nueva')).toEqual(
      [],
    );
    const rows = await t.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.postId, post.id));
    expect(rows.map((r) => r.state)).toEqual(['sent', 'sent']);
    // Unpublishing and publishing again mails nobody again.
    await call(t, 'PUT', `/api/posts/${post.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { status: 'DRAFT' },
    });
    await call(t, 'PUT', `/api/posts/${post.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { status: 'PUBLISHED' },
    });
    await runJobs();
    expect(mailsTo('uno@example.com').filter((m) => m.subject === 'Entrada nueva')).toHaveLength(1);
  });

  it("'No enviar por correo' skips one post", async () => {
    await subscribeAndConfirm('demo', 'uno@example.com');
    await publishNew(s.tokens.admin, s.demo.id, { skipNewsletter: true });
    await runJobs();
    expect(mailsTo('uno@example.com').filter((m) => m.subject === 'Entrada nueva')).toEqual([]);
  });

  it('a scheduled post is mailed at its minute, once, whichever sweep publishes it', async () => {
    await subscribeAndConfirm('demo', 'uno@example.com');
    const at = new Date(Date.now() + 60 * 60_000);
    const post = await publishNew(s.tokens.admin, s.demo.id, {
      status: 'SCHEDULED',
      publishAt: at.toISOString(),
    });
    await runJobs();
    expect(mailsTo('uno@example.com').filter((m) => m.subject === 'Entrada nueva')).toEqual([]);
    await Promise.all([publishDueContent(t.db, at), publishDueContent(t.db, at)]);
    const jobs = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, NEWSLETTER_JOBS.post));
    expect(jobs.map((j) => j.payload)).toEqual([{ postId: post.id }]);
    await runJobs();
    expect(mailsTo('uno@example.com').filter((m) => m.subject === 'Entrada nueva')).toHaveLength(1);
  });

  it(`a FREE blog mails its oldest ${NEWSLETTER_FREE_LIMIT} confirmed subscribers; PRO all`, async () => {
    const now = new Date();
    const many = (blogId: number) =>
      Array.from({ length: NEWSLETTER_FREE_LIMIT + 3 }, (_, i) => ({
        blogId,
        email: `s${i}@example.com`,
        confirmedAt: new Date(now.getTime() - (NEWSLETTER_FREE_LIMIT + 3 - i) * 1000),
      }));
    await t.db.insert(newsletterSubscribers).values([...many(s.demo.id), ...many(s.pro.id)]);
    const free = await publishNew(s.tokens.admin, s.demo.id);
    const pro = await publishNew(s.tokens.pro, s.pro.id);
    await runJobs();
    const count = async (postId: number) =>
      (
        await t.db
          .select()
          .from(newsletterDeliveries)
          .where(
            and(eq(newsletterDeliveries.postId, postId), eq(newsletterDeliveries.state, 'sent')),
          )
      ).length;
    expect(await count(free.id)).toBe(NEWSLETTER_FREE_LIMIT);
    expect(await count(pro.id)).toBe(NEWSLETTER_FREE_LIMIT + 3);
    const freeRows = await t.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterDeliveries)
      .innerJoin(
        newsletterSubscribers,
        eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId),
      )
      .where(eq(newsletterDeliveries.postId, free.id));
    expect(freeRows.map((r) => r.email)).not.toContain(`s${NEWSLETTER_FREE_LIMIT}@example.com`);
  });
});
