import { NEWSLETTER_MESSAGES as M } from '@bitacora/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  backgroundJobs,
  newsletterDeliveries,
  newsletterSubscribers,
  posts,
  settings,
} from '../../platform/db/schema/index.ts';
import type { JobRow } from '../../platform/jobs/job-queue.ts';
import type { OutboxEntry, OutboxMailer } from '../../platform/mail/mailer.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { useSecondInstanceDb } from '../../test/second-instance.ts';
import { call, DEMO_HOST, visitorRequest } from '../../test/test-db.ts';
import { useTestMails } from '../../test/test-mails.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { NEWSLETTER_JOBS, newsletterJobs } from './newsletter.service.ts';

/*
 * The subscriber's language (docs/decisions/075-new-post-mails-per-language.md): chosen on the
 * form, the confirmation in it, and one new-post mail per translation group, in it when the
 * group has a version in it.
 */

const { t, s } = useTestApp({ reseedEachTest: true });
const otherDb = useSecondInstanceDb(() => t);
const { mails, mailsTo } = useTestMails(() => t.deps.mailer as OutboxMailer);
const runJobs = () => runDueJobs(t, newsletterJobs(t.deps));
const ORIGIN = `http://${DEMO_HOST}`;

const asAdmin = () => ({ token: s.tokens.admin, blog: s.demo.id });

async function createPost(body: Record<string, unknown>) {
  const res = await call(t, 'POST', '/api/posts', { ...asAdmin(), body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { uuid: string };
}

const post = (title: string, slug: string, language: string, translationOf?: string) =>
  createPost({
    title,
    slug,
    language,
    content: `<p>${title}</p>`,
    status: 'published',
    ...(translationOf ? { translationOf } : {}),
  });

let visitor = 0;
async function subscribeOn(fields: Record<string, string>) {
  const res = await t.app.request(
    `${ORIGIN}/suscribirse`,
    {
      method: 'POST',
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
    { incoming: { socket: { remoteAddress: `198.51.100.${++visitor}` } } } as never,
  );
  return { status: res.status, text: await res.text() };
}

/** Confirmed subscribers of the demo blog, one per language given. */
async function readers(languages: Record<string, 'es' | 'en' | 'fr' | 'pt'>) {
  const base = Date.now() - 60_000;
  await t.db.insert(newsletterSubscribers).values(
    Object.entries(languages).map(([email, language], i) => ({
      blogId: s.demo.id,
      email,
      language,
      confirmedAt: new Date(base + i),
    })),
  );
}

const linkIn = (mail: OutboxEntry | undefined) =>
  mail?.text.match(/https?:\/\/\S+\/blog\/\S+/)?.[0] ?? null;

describe('the subscribe form on a blog in several languages', () => {
  it('carries the page language, offers the languages in use, the page one chosen', async () => {
    const single = await (await visitorRequest(t, DEMO_HOST, '/')).text();
    expect(single).toContain('<input type="hidden" name="page" value="es">');
    expect(single).toContain('<input type="hidden" name="language" value="es">');
    expect(single).not.toContain('<select id="subscribe-language"');

    const original = await post('Tortilla', 'tortilla', 'es');
    await post('Omelette', 'tortilla', 'en', original.uuid);
    const english = await (await visitorRequest(t, DEMO_HOST, '/en/blog/tortilla')).text();
    expect(english).toContain('<input type="hidden" name="page" value="en">');
    expect(english).toContain(
      '<label for="subscribe-language">Language of the emails</label><select id="subscribe-language" name="language"><option value="es" lang="es">Español</option><option value="en" lang="en" selected>English</option></select>',
    );
    const spanish = await (await visitorRequest(t, DEMO_HOST, '/blog/tortilla')).text();
    expect(spanish).toContain(
      '<label for="subscribe-language">Idioma de los correos</label><select id="subscribe-language" name="language"><option value="es" lang="es" selected>Español</option><option value="en" lang="en">English</option></select>',
    );
  });

  it('keeps the chosen language and mails the confirmation in it; the answer speaks the page', async () => {
    const res = await subscribeOn({ email: 'reader@example.com', page: 'en', language: 'en' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="en"');
    expect(res.text).toContain('Check your inbox');
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row?.language).toBe('en');

    await runJobs();
    const [mail] = mailsTo('reader@example.com');
    expect(mail?.subject).toBe(`Confirm your subscription to ${s.demo.name}`);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).toContain('>Confirm the subscription</a>');
    expect(mail?.text).toContain('Unsubscribe:');
    for (const spanish of [M.confirmMailAction, M.unsubscribeLink, 'automáticamente']) {
      expect(mail?.html).not.toContain(spanish);
    }
    // The pages its links open speak it too; the API's JSON stays Spanish.
    const confirm = new URL(mail?.text.match(/https?:\/\/\S+\/confirm\/\S+/)?.[0] ?? '').pathname;
    const asPage = { headers: { accept: 'text/html' } };
    const ask = await call(t, 'GET', confirm, asPage);
    expect(ask.text).toContain('<html lang="en">');
    expect(ask.text).toContain('<h1>Confirm the subscription</h1>');
    expect(ask.text).toContain('<button type="submit">Confirm</button>');
    const done = await call(t, 'POST', confirm, asPage);
    expect(done.status).toBe(200);
    expect(done.text).toContain(`Done: we will write when “${s.demo.name}” publishes a new post.`);
    expect((await call(t, 'POST', confirm, asPage)).text).toContain('This link was already used.');
    expect((await call(t, 'POST', confirm)).json).toEqual({ error: M.linkUsed });
    const leave = new URL(mail?.text.match(/https?:\/\/\S+\/unsubscribe\/\S+/)?.[0] ?? '').pathname;
    expect((await call(t, 'GET', leave, asPage)).text).toContain(
      '<button type="submit">Unsubscribe me</button>',
    );

    // A Spanish page choosing French: the answer in Spanish, the mail in French.
    const other = await subscribeOn({ email: 'lectrice@example.com', page: 'es', language: 'fr' });
    expect(other.text).toContain('Revisa tu correo');
    await runJobs();
    expect(mailsTo('lectrice@example.com')[0]?.subject).toBe(
      `Confirmez votre abonnement à ${s.demo.name}`,
    );

    // Without a choice the page's language; the panel lists each.
    await subscribeOn({ email: 'leitor@example.com', page: 'pt' });
    const list = await call(t, 'GET', '/api/subscribers', asAdmin());
    expect(list.status).toBe(200);
    const items = (list.json as { items: { email: string; language: string }[] }).items;
    expect(Object.fromEntries(items.map((i) => [i.email, i.language]))).toEqual({
      'reader@example.com': 'en',
      'lectrice@example.com': 'fr',
      'leitor@example.com': 'pt',
    });
  });

  it('refuses an unknown language in Spanish, and nobody is subscribed', async () => {
    for (const language of ['de', 'EN', '']) {
      const res = await subscribeOn({ email: 'x@example.com', page: 'en', language });
      expect(res.status).toBe(400);
      expect(res.text).toContain('El idioma debe ser es, en, fr o pt');
    }
    expect(await t.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it('a subscriber no one chose a language for has the blog main one', async () => {
    await t.db.update(settings).set({ language: 'pt' }).where(eq(settings.blogId, s.demo.id));
    await t.db
      .insert(newsletterSubscribers)
      .values({ blogId: s.demo.id, email: 'antes@example.com' });
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row?.language).toBe('pt');
  });

  it('a confirmed subscriber keeps their language when someone types their address', async () => {
    await readers({ 'reader@example.com': 'en' });
    await subscribeOn({ email: 'reader@example.com', page: 'es', language: 'es' });
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row?.language).toBe('en');
  });
});

describe('one new-post mail per translation group', () => {
  it('versions published together: each reader gets their own, the rest the first', async () => {
    await readers({ 'es@example.com': 'es', 'en@example.com': 'en', 'fr@example.com': 'fr' });
    const original = await post('Tortilla', 'tortilla', 'es');
    await post('Potato omelette', 'potato-omelette', 'en', original.uuid);
    await runJobs();

    expect(mails().map((m) => `${m.to} ${m.subject}`)).toEqual(
      expect.arrayContaining([
        'es@example.com Tortilla',
        'en@example.com Potato omelette',
        'fr@example.com Tortilla',
      ]),
    );
    expect(mails()).toHaveLength(3);
    const [english] = mailsTo('en@example.com');
    expect(linkIn(english)).toBe(`${ORIGIN}/en/blog/potato-omelette`);
    expect(english?.html).toContain('<html lang="en">');
    expect(english?.html).toContain('>Read more</a>');
    expect(english?.html).toContain('You get this email because you subscribed to');
    expect(english?.html).toContain('>Unsubscribe</a>');
    for (const spanish of [M.readMore, M.unsubscribeLink, 'automáticamente']) {
      expect(english?.html).not.toContain(spanish);
    }
    expect(linkIn(mailsTo('es@example.com')[0])).toBe(`${ORIGIN}/blog/tortilla`);
    expect(mailsTo('es@example.com')[0]?.html).toContain(`>${M.readMore}</a>`);
  });

  it('a version published later mails only those still waiting for it, never twice', async () => {
    await readers({ 'es@example.com': 'es', 'en@example.com': 'en', 'fr@example.com': 'fr' });
    const original = await post('Tortilla', 'tortilla', 'es');
    // An English draft in the group: its readers wait for it.
    const draft = await createPost({
      title: 'Potato omelette',
      slug: 'potato-omelette',
      language: 'en',
      content: '<p>Eggs</p>',
      status: 'draft',
      translationOf: original.uuid,
    });
    await runJobs();
    expect(
      mails()
        .map((m) => m.to)
        .sort(),
    ).toEqual(['es@example.com', 'fr@example.com']);

    const [row] = await t.db.select({ id: posts.id }).from(posts).where(eq(posts.uuid, draft.uuid));
    const published = await call(t, 'PATCH', `/api/posts/${row?.id}`, {
      ...asAdmin(),
      body: { status: 'published' },
    });
    expect(published.status, published.text).toBe(200);
    await runJobs();
    expect(
      mails()
        .map((m) => m.to)
        .sort(),
    ).toEqual(['en@example.com', 'es@example.com', 'fr@example.com']);
    expect(linkIn(mailsTo('en@example.com')[0])).toBe(`${ORIGIN}/en/blog/potato-omelette`);
  });

  it('a translation made after its original was mailed mails nobody again', async () => {
    await readers({ 'es@example.com': 'es', 'en@example.com': 'en' });
    const original = await post('Tortilla', 'tortilla', 'es');
    await runJobs();
    expect(mails()).toHaveLength(2);
    await post('Potato omelette', 'potato-omelette', 'en', original.uuid);
    await runJobs();
    expect(mails()).toHaveLength(2);
  });

  it('two versions planned at once on two instances still mail each reader once', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `lector${i}@example.com`);
    await readers(
      Object.fromEntries(emails.map((email, i) => [email, i % 3 === 0 ? 'en' : 'fr'] as const)),
    );
    const original = await post('Tortilla', 'tortilla', 'es');
    const english = await post('Potato omelette', 'potato-omelette', 'en', original.uuid);
    const jobs = (await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, NEWSLETTER_JOBS.post))) as unknown as JobRow[];
    expect(jobs).toHaveLength(2);
    const handlers = [newsletterJobs(t.deps), newsletterJobs({ ...t.deps, db: otherDb() })];
    await Promise.all(
      jobs.map((job, i) =>
        handlers[i]![NEWSLETTER_JOBS.post]!({
          job,
          signal: new AbortController().signal,
          reportProgress: async () => {},
        }),
      ),
    );
    const sent = mails().map((m) => m.to);
    expect(sent.sort()).toEqual([...emails].sort());
    // Every English reader got the English version, whichever ran first.
    const versions = await t.db
      .select({
        postId: newsletterDeliveries.postId,
        subscriberId: newsletterDeliveries.subscriberId,
      })
      .from(newsletterDeliveries)
      .innerJoin(
        newsletterSubscribers,
        eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId),
      )
      .where(inArray(newsletterSubscribers.language, ['en']));
    expect(versions).toHaveLength(10);
    const [englishRow] = await t.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.uuid, english.uuid));
    expect(new Set(versions.map((v) => v.postId))).toEqual(new Set([englishRow?.id]));
  });
});
