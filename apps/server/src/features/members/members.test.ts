import type { IncomingMessage } from 'node:http';
import { MEMBER_API_MESSAGES, SERVER_MESSAGES } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../demo/seed.ts';
import {
  blogs,
  comments,
  memberSessions,
  memberSignInLinks,
  members,
  newsletterSubscribers,
  posts,
  settings,
} from '../../platform/db/schema/index.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { OutboxEntry, OutboxMailer } from '../../platform/mail/mailer.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { call, PRO_HOST } from '../../test/test-db.ts';
import { useTestMails } from '../../test/test-mails.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { MEMBER_COOKIE, MEMBER_JOBS, memberJobs } from './index.ts';
import { MEMBER_SESSION_DAYS, SIGN_IN_LIMITS, SIGN_IN_LINK_MINUTES } from './members.service.ts';
import { MEMBER_MESSAGES } from './messages.ts';

const { t, s } = useTestApp({ reseedEachTest: true });
const { mailsTo } = useTestMails(() => t.deps.mailer as OutboxMailer);
const runJobs = () => runDueJobs(t, memberJobs(t.deps));
const es = MEMBER_MESSAGES.es;

let visitor = 0;
/** A request on a blog's host, from its own client address unless told. */
async function onBlog(
  path: string,
  init: {
    method?: string;
    form?: Record<string, string>;
    json?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    address?: string;
    host?: string;
  } = {},
) {
  const host = init.host ?? PRO_HOST;
  const headers: Record<string, string> = { host, ...init.headers };
  if (init.cookie) headers.cookie = `${MEMBER_COOKIE}=${init.cookie}`;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await t.app.request(
    `http://${host}${path}`,
    { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body },
    { incoming: { socket: { remoteAddress: init.address ?? `198.51.100.${++visitor % 250}` } } },
  );
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const askLink = (email: string, extra: { address?: string; host?: string } = {}) =>
  onBlog('/members/api/send-magic-link', { json: { email }, ...extra });

function tokenIn(mail: OutboxEntry | undefined): string {
  const match = mail?.text.match(/https?:\/\/\S+\/members\/entrar\?token=(\S+)/);
  if (!match) throw new Error(`no sign-in link in ${mail?.subject}`);
  return decodeURIComponent(match[1] as string);
}

/** Asks for a link, follows it and confirms: the member's session cookie value. */
async function signIn(email: string, host = PRO_HOST): Promise<string> {
  expect((await askLink(email, { host })).status).toBe(202);
  await runJobs();
  const token = tokenIn(mailsTo(email).at(-1));
  const res = await onBlog('/members/entrar', { form: { token }, host });
  expect(res.status, res.text).toBe(303);
  const cookie = res.headers.get('set-cookie') ?? '';
  const value = new RegExp(`${MEMBER_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  if (!value) throw new Error(`no session cookie: ${cookie}`);
  return value;
}

const proBlogId = () => s.pro.id;

describe('asking for a sign-in link', () => {
  it('answers the same for a member and a stranger, and makes nobody until the link is used', async () => {
    const known = await askLink(DEMO_MEMBER.email);
    const unknown = await askLink('nadie@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(JSON.parse(known.text)).toEqual({ message: MEMBER_API_MESSAGES.linkSent });
    expect(unknown.text).toBe(known.text);
    await runJobs();
    for (const email of [DEMO_MEMBER.email, 'nadie@example.com']) {
      const [mail] = mailsTo(email);
      expect(mail?.subject).toBe(es.mailSubject('Blog Pro'));
      expect(mail?.text).toContain('http://pro.localhost:3000/members/entrar?token=');
    }
    const rows = await t.db.select().from(members).where(eq(members.blogId, proBlogId()));
    expect(rows.map((row) => row.email)).toEqual([DEMO_MEMBER.email]);
  });

  it('refuses a bad address with the fields in Spanish', async () => {
    const res = await askLink('no-es-un-correo');
    expect(res.status).toBe(400);
    const body = JSON.parse(res.text);
    expect(body.error).toBeTypeOf('string');
    expect(body.details).toBeTruthy();
    expect(res.text).toContain('email');
  });

  it('mails in the blog’s language', async () => {
    await t.db.update(settings).set({ language: 'en' }).where(eq(settings.blogId, proBlogId()));
    await t.deps.contentVersions?.bump();
    expect((await askLink('reader@example.com')).status).toBe(202);
    await runJobs();
    expect(mailsTo('reader@example.com')[0]?.subject).toBe(
      MEMBER_MESSAGES.en.mailSubject('Blog Pro'),
    );
  });

  it('is limited per client address and per email', async () => {
    const address = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perClient.max; i += 1) {
      statuses.push((await askLink(`muchos${i}@example.com`, { address })).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    const flooded = await askLink('otro@example.com', { address });
    expect(flooded.status).toBe(429);
    expect(JSON.parse(flooded.text)).toEqual({ error: MEMBER_API_MESSAGES.tooManyFromAddress });

    const perEmail: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perEmail.max; i += 1) {
      perEmail.push((await askLink('insistente@example.com')).status);
    }
    expect(perEmail.at(-1)).toBe(429);
    expect(perEmail.slice(0, -1).every((status) => status === 202)).toBe(true);
    await runJobs();
    expect(mailsTo('insistente@example.com')).toHaveLength(SIGN_IN_LIMITS.perEmail.max);
  });

  it('works without JavaScript: the form sends the link and says to check the mail', async () => {
    const page = await onBlog('/members/entrar');
    expect(page.status).toBe(200);
    expect(page.text).toContain('action="/members/entrar"');
    expect(page.text).toContain('name="email"');
    const sent = await onBlog('/members/entrar', { form: { email: 'formulario@example.com' } });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    expect(sent.text).toContain(es.checkMailTitle);
    const bad = await onBlog('/members/entrar', { form: { email: 'mal' } });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('El email no es válido');
    await runJobs();
    expect(mailsTo('formulario@example.com')).toHaveLength(1);
  });

  it('refuses a form posted from another site', async () => {
    const res = await onBlog('/members/entrar', {
      form: { email: 'victima@example.com' },
      headers: { origin: 'https://malo.example' },
    });
    expect(res.status).toBe(403);
    const api = await onBlog('/members/api/send-magic-link', {
      json: { email: 'victima@example.com' },
      headers: { origin: 'https://malo.example' },
    });
    expect(api.status).toBe(403);
    // Another blog of the platform is the same site, not the same origin.
    const sibling = await onBlog('/members/entrar', {
      form: { email: 'victima@example.com' },
      headers: { 'sec-fetch-site': 'same-site', origin: 'http://demo.localhost:3000' },
    });
    expect(sibling.status).toBe(403);
    const own = await onBlog('/members/entrar', {
      form: { email: 'propia@example.com' },
      headers: { 'sec-fetch-site': 'same-origin', origin: 'null' },
    });
    expect(own.status).toBe(200);
    await runJobs();
    expect(mailsTo('victima@example.com')).toEqual([]);
  });
});

describe('following the link', () => {
  it('a GET shows one confirming form and uses nothing; its POST signs in once', async () => {
    await askLink('nueva@example.com');
    await runJobs();
    const token = tokenIn(mailsTo('nueva@example.com')[0]);
    for (let i = 0; i < 2; i += 1) {
      const page = await onBlog(`/members/entrar?token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(es.confirmTitle('Blog Pro'));
      expect(page.text).toContain('name="token"');
    }
    const [link] = await t.db.select().from(memberSignInLinks);
    expect(link?.usedAt).toBeNull();

    const res = await onBlog('/members/entrar', { form: { token } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/members/cuenta');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${MEMBER_COOKIE}=[A-Za-z0-9_-]{40,};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).not.toContain('Secure');
    const [member] = await t.db
      .select()
      .from(members)
      .where(eq(members.email, 'nueva@example.com'));
    expect(member).toMatchObject({ blogId: proBlogId(), status: 'free' });

    const again = await onBlog('/members/entrar', { form: { token } });
    expect(again.status).toBe(410);
    expect(again.text).toContain(es.linkDeadTitle);
    expect(again.text).toContain('name="email"');
    expect((await onBlog(`/members/entrar?token=${token}`)).status).toBe(410);
    expect(await t.db.select().from(memberSessions)).toHaveLength(1);
  });

  it('a link expires after its minutes', async () => {
    await askLink('tarde@example.com');
    await runJobs();
    const token = tokenIn(mailsTo('tarde@example.com')[0]);
    t.setNow(new Date(Date.now() + (SIGN_IN_LINK_MINUTES + 1) * 60_000));
    expect((await onBlog(`/members/entrar?token=${token}`)).status).toBe(410);
    expect((await onBlog('/members/entrar', { form: { token } })).status).toBe(410);
    expect(await t.db.select().from(members).where(eq(members.email, 'tarde@example.com'))).toEqual(
      [],
    );
  });

  it('spent links and ended sessions are purged by the hourly job', async () => {
    const cookie = await signIn('purga@example.com');
    expect(await t.db.select().from(memberSignInLinks)).toHaveLength(1);
    t.setNow(new Date(Date.now() + (MEMBER_SESSION_DAYS + 2) * 86_400_000));
    await enqueueJob(t.db, { kind: MEMBER_JOBS.purge, payload: {} });
    expect(await runJobs()).toEqual([MEMBER_JOBS.purge]);
    expect(await t.db.select().from(memberSignInLinks)).toEqual([]);
    expect(await t.db.select().from(memberSessions)).toEqual([]);
    expect((await onBlog('/members/cuenta', { cookie })).status).toBe(303);
  });

  it('a link works only on its own blog', async () => {
    // The demo blog turned PRO with members: a second blog that could take the link.
    await t.db.update(blogs).set({ plan: 'PRO' }).where(eq(blogs.id, s.demo.id));
    await t.db.update(settings).set({ membersEnabled: true }).where(eq(settings.blogId, s.demo.id));
    await t.deps.contentVersions?.bump();
    await askLink('viajera@example.com');
    await runJobs();
    const token = tokenIn(mailsTo('viajera@example.com')[0]);
    const host = 'demo.localhost:3000';
    expect((await onBlog(`/members/entrar?token=${token}`, { host })).status).toBe(410);
    expect((await onBlog('/members/entrar', { form: { token }, host })).status).toBe(410);
    // Still good where it was asked for.
    expect((await onBlog('/members/entrar', { form: { token } })).status).toBe(303);
  });

  it('the cookie is Secure on a blog served over https', async () => {
    await t.db
      .update(blogs)
      .set({ domain: 'lectores.example', domainVerifiedAt: new Date() })
      .where(eq(blogs.id, proBlogId()));
    await t.deps.contentVersions?.bump();
    const host = 'lectores.example';
    expect((await askLink('segura@example.com', { host })).status).toBe(202);
    await runJobs();
    const mail = mailsTo('segura@example.com')[0];
    expect(mail?.text).toContain('https://lectores.example/members/entrar?token=');
    const res = await onBlog('/members/entrar', { form: { token: tokenIn(mail) }, host });
    expect(res.headers.get('set-cookie')).toContain('; Secure');
  });
});

describe('where members are off', () => {
  it('a FREE blog or one that has not turned them on answers 404 and shows no link', async () => {
    const host = 'demo.localhost:3000';
    for (const path of ['/members/entrar', '/members/cuenta']) {
      expect((await onBlog(path, { host })).status).toBe(404);
    }
    expect((await askLink('x@example.com', { host })).status).toBe(404);
    expect((await onBlog('/', { host })).text).not.toContain('/members/entrar');

    expect((await onBlog('/')).text).toContain('href="/members/entrar"');
    await t.db
      .update(settings)
      .set({ membersEnabled: false })
      .where(eq(settings.blogId, proBlogId()));
    await t.deps.contentVersions?.bump();
    expect((await onBlog('/members/entrar')).status).toBe(404);
    expect((await onBlog('/')).text).not.toContain('/members/entrar');
  });

  it('the app’s own host has no members’ pages', async () => {
    const res = await call(t, 'GET', '/members/entrar');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: SERVER_MESSAGES.pageNotFound });
  });

  it('the setting is PRO only: a FREE blog may only turn it off', async () => {
    const free = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { membersEnabled: true },
    });
    expect(free.status).toBe(403);
    expect(free.json.error).toBe(SERVER_MESSAGES.proRequired);
    const off = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { membersEnabled: false },
    });
    expect(off.status).toBe(200);
    const pro = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.pro,
      blog: s.pro.uuid,
      body: { membersEnabled: false },
    });
    expect(pro.status).toBe(200);
    expect(pro.json.membersEnabled).toBe(false);
    // The write moved the blog's pages: the link is gone at once.
    expect((await onBlog('/members/entrar')).status).toBe(404);
  });
});

describe('the account', () => {
  it('signed out, it sends to the sign-in form', async () => {
    const res = await onBlog('/members/cuenta');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/members/entrar');
  });

  it('a confirmed subscriber who signs in is a member with the newsletter on; the toggle uses the newsletter’s row', async () => {
    await t.db.insert(newsletterSubscribers).values({
      blogId: proBlogId(),
      email: 'suscrita@example.com',
      name: 'Suscrita',
      confirmedAt: new Date(),
    });
    const cookie = await signIn('suscrita@example.com');
    const page = await onBlog('/members/cuenta', { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain('suscrita@example.com');
    expect(page.text).toContain(es.planFree);
    expect(page.text).toMatch(/name="newsletter" value="on" checked/);

    const off = await onBlog('/members/cuenta', { form: { name: 'Sara' }, cookie });
    expect(off.status).toBe(303);
    let [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'suscrita@example.com'));
    expect(row?.unsubscribedAt).not.toBeNull();
    const [member] = await t.db
      .select()
      .from(members)
      .where(eq(members.email, 'suscrita@example.com'));
    expect(member?.name).toBe('Sara');

    await onBlog('/members/cuenta', { form: { name: 'Sara', newsletter: 'on' }, cookie });
    [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'suscrita@example.com'));
    expect(row).toMatchObject({ unsubscribedAt: null });
    expect(row?.confirmedAt).not.toBeNull();
    const saved = await onBlog('/members/cuenta?guardado=1', { cookie });
    expect(saved.text).toContain(es.saved);
  });

  it('on a blog in several languages, a member chooses the language of their mails', async () => {
    const cookie = await signIn('idiomas@example.com');
    // One language: nothing to choose.
    expect((await onBlog('/members/cuenta', { cookie })).text).not.toContain(
      'id="member-mail-language"',
    );
    await t.db.insert(posts).values(
      ['es', 'en'].map((language) => ({
        blogId: proBlogId(),
        title: `Entrada ${language}`,
        slug: `entrada-${language}`,
        content: '<p>Texto</p>',
        status: 'PUBLISHED',
        publishedAt: new Date(),
        language,
      })),
    );
    const page = await onBlog('/members/cuenta', { cookie });
    expect(page.text).toContain(
      `<label for="member-mail-language">${es.mailLanguage}</label><select id="member-mail-language" name="language"><option value="es" lang="es" selected>Español</option><option value="en" lang="en">English</option></select>`,
    );
    await onBlog('/members/cuenta', {
      form: { name: '', newsletter: 'on', language: 'en' },
      cookie,
    });
    const subscriber = async () =>
      (
        await t.db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, 'idiomas@example.com'))
      )[0];
    expect((await subscriber())?.language).toBe('en');
    expect((await onBlog('/members/cuenta', { cookie })).text).toContain(
      '<option value="en" lang="en" selected>English</option>',
    );
    // Changed later, while subscribed.
    await onBlog('/members/cuenta', {
      form: { name: '', newsletter: 'on', language: 'es' },
      cookie,
    });
    expect((await subscriber())?.language).toBe('es');

    const bad = await onBlog('/members/cuenta', {
      form: { name: '', newsletter: 'on', language: 'de' },
      cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('El idioma debe ser es, en, fr o pt');
    expect((await subscriber())?.language).toBe('es');
  });

  it('a member who takes the newsletter is confirmed at once, with no confirmation mail', async () => {
    const cookie = await signIn('lectora@example.com');
    await onBlog('/members/cuenta', { form: { name: '', newsletter: 'on' }, cookie });
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.blogId, proBlogId()),
          eq(newsletterSubscribers.email, 'lectora@example.com'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.confirmedAt).not.toBeNull();
    expect(mailsTo('lectora@example.com')).toHaveLength(1);
  });

  it('exports what the blog holds and deletes it all', async () => {
    const cookie = await signIn('borrar@example.com');
    await onBlog('/members/cuenta', { form: { name: 'Bea', newsletter: 'on' }, cookie });
    const [post] = await t.db.select().from(posts).where(eq(posts.blogId, proBlogId()));
    if (post) {
      await t.db.insert(comments).values({
        blogId: proBlogId(),
        postId: post.id,
        authorName: 'Bea',
        authorEmail: 'Borrar@example.com',
        content: 'Un comentario',
        status: 'APPROVED',
      });
    }
    const exported = await onBlog('/members/cuenta/datos', { cookie });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    const data = JSON.parse(exported.text);
    expect(data.member).toMatchObject({ email: 'borrar@example.com', name: 'Bea', plan: 'free' });
    expect(data.newsletter.state).toBe('CONFIRMED');
    if (post)
      expect(data.comments).toEqual([expect.objectContaining({ content: 'Un comentario' })]);

    const unconfirmed = await onBlog('/members/cuenta/eliminar', { form: {}, cookie });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.text).toContain(es.deleteUnconfirmed);

    const gone = await onBlog('/members/cuenta/eliminar', { form: { confirm: 'on' }, cookie });
    expect(gone.status).toBe(200);
    expect(gone.headers.get('set-cookie')).toMatch(new RegExp(`^${MEMBER_COOKIE}=;.*Max-Age=0`));
    const byEmail = (
      table: typeof members | typeof newsletterSubscribers | typeof memberSignInLinks,
    ) => t.db.select().from(table).where(eq(table.email, 'borrar@example.com'));
    expect(await byEmail(members)).toEqual([]);
    expect(await byEmail(newsletterSubscribers)).toEqual([]);
    expect(await byEmail(memberSignInLinks)).toEqual([]);
    expect(await t.db.select().from(memberSessions)).toEqual([]);
    expect((await onBlog('/members/cuenta', { cookie })).status).toBe(303);
  });

  it('signing out ends the session', async () => {
    const cookie = await signIn(DEMO_MEMBER.email);
    const out = await onBlog('/members/salir', { method: 'POST', form: {}, cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await t.db.select().from(memberSessions)).toEqual([]);
    expect((await onBlog('/members/cuenta', { cookie })).status).toBe(303);
  });

  it('a session is for its own blog only', async () => {
    await t.db.update(blogs).set({ plan: 'PRO' }).where(eq(blogs.id, s.demo.id));
    await t.db.update(settings).set({ membersEnabled: true }).where(eq(settings.blogId, s.demo.id));
    await t.deps.contentVersions?.bump();
    const cookie = await signIn('dos@example.com');
    const other = await onBlog('/members/cuenta', { cookie, host: 'demo.localhost:3000' });
    expect(other.status).toBe(303);
  });
});

describe('the page cache by audience', () => {
  const fakeRequest = (cookie?: string) =>
    ({
      method: 'GET',
      url: '/',
      headers: { host: PRO_HOST, ...(cookie && { cookie: `${MEMBER_COOKIE}=${cookie}` }) },
      socket: { remoteAddress: '198.51.100.1' },
    }) as unknown as IncomingMessage;

  it('a member’s page is never served to a visitor, nor the reverse', async () => {
    const cookie = await signIn(DEMO_MEMBER.email);
    const first = await onBlog('/');
    expect(first.text).toContain('href="/members/entrar"');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    // The visitors' page is kept and answered from memory, but not to a member.
    expect(t.app.answerFromMemory(fakeRequest())).toBeDefined();
    expect(t.app.answerFromMemory(fakeRequest(cookie))).toBeUndefined();

    const mine = await onBlog('/', { cookie });
    expect(mine.text).toContain('href="/members/cuenta"');
    expect(mine.text).not.toContain('href="/members/entrar"');
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    const again = await onBlog('/', { cookie });
    expect(again.text).toBe(mine.text);

    const visitorAgain = await onBlog('/');
    expect(visitorAgain.text).toBe(first.text);
    const memory = t.app.answerFromMemory(fakeRequest());
    expect(Buffer.from(memory?.body ?? []).toString()).not.toContain('/members/cuenta');
    // A cookie that signs nobody in gets the visitors' page.
    const stale = await onBlog('/', { cookie: 'no-es-una-sesion' });
    expect(stale.text).toBe(first.text);
  });
});
