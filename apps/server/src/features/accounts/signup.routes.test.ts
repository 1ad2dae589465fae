import { SIGNUP_MESSAGES } from '@bitacora/domain';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import {
  blogMembers,
  blogs,
  otpCodes,
  platformSettings,
  rateLimits,
  sessions,
  settings,
  users,
} from '../../platform/db/schema/index.ts';
import {
  codeIn,
  latestMail,
  mailCount,
  outboxSnapshot,
  solvedCaptcha,
} from '../../test/signup-helpers.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { t } = useTestApp({ session: false });
beforeEach(async () => {
  t.setNow(undefined);
  await t.db.delete(rateLimits);
});

let n = 0;
const freshEmail = () => `nueva${++n}-${Date.now()}@example.com`;
const requestOtp = async (email: string, captcha?: string) =>
  call(t, 'POST', '/api/auth/request-otp', {
    body: { email, captcha: captcha ?? (await solvedCaptcha(t)) },
  });
const verify = (email: string, code: string) =>
  call(t, 'POST', '/api/auth/verify-otp', { body: { email, code } });
const details = (email: string, over: Record<string, unknown> = {}) => ({
  email,
  password: 'Clave-Segura-2026',
  name: 'Nueva Persona',
  blogName: 'Mi Cuaderno',
  subdomain: `cuaderno-${n}`,
  ...over,
});
const signup = (body: unknown) => call(t, 'POST', '/api/auth/signup', { body });

async function codeFor(email: string) {
  const before = outboxSnapshot(t);
  const res = await requestOtp(email);
  expect(res.status, res.text).toBe(200);
  return codeIn(await latestMail(t, email, before));
}

const countRows = async () => {
  const [u] = await t.db.select({ n: count() }).from(users);
  const [b] = await t.db.select({ n: count() }).from(blogs);
  return { users: u?.n, blogs: b?.n };
};

describe('signup end to end', () => {
  it('captcha → code by mail → verify → account; the new user logs in as ADMIN of a FREE blog', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await latestMail(t, email);
    expect(mail.subject).toContain('código');
    expect(mail.html).toContain(code);

    expect((await verify(email, code)).status).toBe(200);
    const body = details(email, { subdomain: 'Cuaderno-Nuevo' });
    const res = await signup(body);
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: SIGNUP_MESSAGES.done });

    // The answer signs the new blogger in: a live session, the same as a login's.
    expect(res.json).toMatchObject({
      token: expect.any(String),
      user: { email, role: 'ADMIN', name: 'Nueva Persona' },
      blogUuid: expect.any(String),
    });
    const own = await call(t, 'GET', '/api/sessions', { token: res.json.token as string });
    expect(own.status, own.text).toBe(200);
    expect(own.json.data).toEqual([expect.objectContaining({ current: true })]);
    const ownBlogs = await call(t, 'GET', '/api/blogs', { token: res.json.token as string });
    expect(ownBlogs.json.data).toEqual([
      expect.objectContaining({ uuid: res.json.blogUuid, subdomain: 'cuaderno-nuevo' }),
    ]);

    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email, password: body.password },
    });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({
      success: true,
      user: { email, role: 'ADMIN', name: 'Nueva Persona' },
    });
    const blog = await t.db.query.blogs.findFirst({ where: eq(blogs.subdomain, 'cuaderno-nuevo') });
    expect(blog).toMatchObject({ name: 'Mi Cuaderno', plan: 'FREE' });
    const [setting] = await t.db.select().from(settings).where(eq(settings.blogId, blog!.id));
    expect(setting).toMatchObject({ title: 'Mi Cuaderno', language: 'es', template: 'default' });
    const blogsRes = await call(t, 'GET', '/api/blogs', { token: login.json.token as string });
    expect(blogsRes.json.data).toEqual([expect.objectContaining({ subdomain: 'cuaderno-nuevo' })]);
    // Its first post can be published at once: the blog starts with the category 'General'.
    const categoriesRes = await call(t, 'GET', '/api/categories', {
      token: login.json.token as string,
      blog: blog!.id,
    });
    expect(categoriesRes.json.data).toEqual([
      expect.objectContaining({ name: 'General', slug: 'general', postCount: 0 }),
    ]);
    // The verification was consumed: a second signup with it fails.
    const again = await signup(details(email, { subdomain: 'otro-cuaderno' }));
    expect(again.status).toBe(400);
  });
});

describe('the session a signup opens', () => {
  const verifiedSignup = async (app: TestApp, over: Record<string, unknown> = {}) => {
    const email = freshEmail();
    expect((await verify(email, await codeFor(email))).status).toBe(200);
    const res = await call(app, 'POST', '/api/auth/signup', { body: details(email, over) });
    expect(res.status, res.text).toBe(201);
    return { email, res };
  };

  it('is a row of the session table: logout ends it, and /login still signs in', async () => {
    const { email, res } = await verifiedSignup(t);
    const token = res.json.token as string;
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect((await call(t, 'POST', '/api/auth/logout', { token, body: {} })).status).toBe(200);
    expect((await call(t, 'GET', '/api/sessions', { token })).status).toBe(401);
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email, password: 'Clave-Segura-2026' },
    });
    expect(login.json).toMatchObject({ success: true, token: expect.any(String) });
  });

  it('with NEW_DEVICE_CODE the proved address stands for the device code, for that device only', async () => {
    const app = { ...t, app: createApp({ ...t.deps, newDeviceCode: true }) };
    const { email, res } = await verifiedSignup(app, { device: 'portatil-de-alta' });
    expect(res.json.token).toEqual(expect.any(String));
    const again = (device: string) =>
      call(app, 'POST', '/api/auth/login', {
        body: { email, password: 'Clave-Segura-2026', device },
      });
    expect((await again('portatil-de-alta')).json).toMatchObject({ success: true });
    expect((await again('otro-equipo')).json).toMatchObject({ step: 'email-code' });
  });

  it('when the platform requires two-factor, answers the enrolment step and no session', async () => {
    await t.db
      .insert(platformSettings)
      .values({ id: 1, requireTwoFactor: true })
      .onConflictDoUpdate({ target: platformSettings.id, set: { requireTwoFactor: true } });
    try {
      const { res } = await verifiedSignup(t);
      expect(res.json).toMatchObject({ success: true, step: 'enrol' });
      expect(res.json.challenge).toEqual(expect.any(String));
      expect(res.json.token).toBeUndefined();
    } finally {
      await t.db.delete(platformSettings);
    }
  });
});

describe('the order of the steps', () => {
  it('no code without a captcha; a wrong or replayed captcha is refused and stores nothing', async () => {
    const email = freshEmail();
    const before = outboxSnapshot(t);
    const missing = await call(t, 'POST', '/api/auth/request-otp', { body: { email } });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('Captcha incorrecto.');
    for (const bad of ['nada', Buffer.from('{"algorithm":"SHA-256"}').toString('base64')]) {
      const res = await requestOtp(email, bad);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('Captcha incorrecto.');
    }
    // A solution for the right challenge with the wrong number.
    const payload = JSON.parse(Buffer.from(await solvedCaptcha(t), 'base64').toString());
    payload.number = (payload.number + 1) % 2000;
    const wrong = await requestOtp(email, Buffer.from(JSON.stringify(payload)).toString('base64'));
    expect(wrong.json.error).toBe('Captcha incorrecto.');
    expect([...outboxSnapshot(t)].filter((m) => !before.has(m))).toEqual([]);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toEqual([]);

    const captcha = await solvedCaptcha(t);
    expect((await requestOtp(email, captcha)).status).toBe(200);
    await t.db.delete(rateLimits);
    const replay = await requestOtp(freshEmail(), captcha);
    expect(replay.status).toBe(400);
    expect(replay.json.error).toBe('Captcha incorrecto.');
  });

  it('an expired captcha is refused', async () => {
    const captcha = await solvedCaptcha(t);
    t.setNow(new Date(Date.now() + 11 * 60_000));
    const res = await requestOtp(freshEmail(), captcha);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Captcha incorrecto.');
  });

  it('verify without a requested code, and signup without a verified email, are refused', async () => {
    const email = freshEmail();
    const v = await verify(email, '123456');
    expect(v.status).toBe(400);
    expect(v.json.error).toBe('Código incorrecto.');
    const before = await countRows();
    const s = await signup(details(email));
    expect(s.status).toBe(400);
    await codeFor(email);
    expect((await signup(details(email))).status).toBe(400); // requested, not verified
    expect(await countRows()).toEqual(before);
  });

  it('a wrong, expired or reused code is "Código incorrecto."', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const other = code === '000000' ? '111111' : '000000';
    expect((await verify(email, other)).json.error).toBe('Código incorrecto.');
    expect((await verify(email, code)).status).toBe(200);
    expect((await verify(email, code)).json.error).toBe('Código incorrecto.'); // reused

    const late = freshEmail();
    const lateCode = await codeFor(late);
    t.setNow(new Date(Date.now() + 10 * 60_000 + 1000));
    const expired = await verify(late, lateCode);
    expect(expired.status).toBe(400);
    expect(expired.json.error).toBe('Código incorrecto.');
  });

  it('five attempts, then the code dies', async () => {
    const email = freshEmail();
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong)).status).toBe(400);
    expect((await verify(email, code)).json.error).toBe('Código incorrecto.');
  });

  it('a verification lasts 30 minutes', async () => {
    const email = freshEmail();
    expect((await verify(email, await codeFor(email))).status).toBe(200);
    t.setNow(new Date(Date.now() + 31 * 60_000));
    expect((await signup(details(email))).status).toBe(400);
  });

  it('throttles resending: one code a minute per email', async () => {
    const email = freshEmail();
    await codeFor(email);
    const res = await requestOtp(email);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    t.setNow(new Date(Date.now() + 61_000));
    expect((await requestOtp(email)).status).toBe(200);
  });
});

describe('codes requested at once', () => {
  it('six requests for one email at once send one code; the others are 429', async () => {
    const email = freshEmail();
    const captchas = await Promise.all(Array.from({ length: 6 }, () => solvedCaptcha(t)));
    const before = mailCount(t);
    const answers = await Promise.all(captchas.map((captcha) => requestOtp(email, captcha)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(5);
    await latestMail(t, email);
    expect(mailCount(t)).toBe(before + 1);
  });
});

describe('codes to one address in a day', () => {
  it('at most 10 a day, from any number of client addresses; then 429 until the day is over', async () => {
    const email = freshEmail();
    const start = Date.now();
    const before = mailCount(t);
    const at = (hours: number) => t.setNow(new Date(start + hours * 60 * 60_000));
    const ask = async (i: number) =>
      call(t, 'POST', '/api/auth/request-otp', {
        body: { email, captcha: await solvedCaptcha(t) },
        address: `203.0.113.${i}`,
      });
    // Two hours apart: the hourly limit (5) and the resend minute never stop these.
    for (let i = 0; i < 10; i++) {
      at(i * 2);
      expect((await ask(i)).status).toBe(200);
    }
    at(21);
    const refused = await ask(50);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(
      'Ya enviamos hoy todos los códigos posibles a este email. Inténtalo mañana.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(mailCount(t) - before).toBe(10);
    // The day's window ends 24 hours after its first code.
    at(24.1);
    expect((await ask(51)).status).toBe(200);
    expect(mailCount(t) - before).toBe(11);
  });
});

describe('signup refusals', () => {
  it('a registered email is 409 at request-otp', async () => {
    const res = await requestOtp('admin@example.com');
    expect(res.status).toBe(409);
    expect(res.json.error).toBe('Ya existe una cuenta con ese email.');
  });

  it('a refusal is the one validation body; JSON that is not an object is refused as such', async () => {
    const missing = await signup({ email: freshEmail() });
    expect(missing.status).toBe(400);
    const first = (missing.json.details as { message: string }[] | undefined)?.[0]?.message;
    expect(first).toEqual(expect.any(String));
    expect(missing.json).toEqual({
      error: first,
      message: first,
      details: expect.arrayContaining([
        { path: 'password', message: expect.any(String) },
        { path: 'subdomain', message: expect.any(String) },
      ]),
    });
    const array = await signup('[]');
    expect(array.status).toBe(400);
    const notAnObject = 'Entrada inválida: se esperaba objeto, recibido arreglo';
    expect(array.json).toEqual({
      error: notAnObject,
      message: notAnObject,
      details: [{ path: '', message: notAnObject }],
    });
  });

  it('reserved, malformed and taken subdomains, weak passwords: nothing is created', async () => {
    const email = freshEmail();
    expect((await verify(email, await codeFor(email))).status).toBe(200);
    const before = await countRows();
    const reserved = await signup(details(email, { subdomain: 'admin' }));
    expect(reserved.status).toBe(400);
    expect(reserved.json.error).toContain('reservado');
    expect((await signup(details(email, { subdomain: '-mal-' }))).status).toBe(400);
    const short = await signup(details(email, { subdomain: 'ab' }));
    expect(short.status).toBe(400);
    expect(short.json.error).toBe('El subdominio debe tener entre 3 y 63 caracteres');
    const taken = await signup(details(email, { subdomain: 'demo' }));
    expect(taken.status).toBe(409);
    expect((await signup(details(email, { password: '123' }))).status).toBe(400);
    const common = await signup(details(email, { password: 'password' }));
    expect(common.status).toBe(400);
    expect(common.json.error).toContain('común');
    const missing = await signup({ email });
    expect(missing.status).toBe(400);
    expect(await countRows()).toEqual(before);
    // The verification survived the refusals.
    expect((await signup(details(email, { subdomain: `libre-${n}` }))).status).toBe(201);
    const [member] = await t.db
      .select()
      .from(blogMembers)
      .innerJoin(users, eq(users.id, blogMembers.userId))
      .where(eq(users.email, email));
    expect(member?.blog_members.role).toBe('ADMIN');
  });
});

describe('GET /api/dev/outbox', () => {
  it('answers the latest mails with the contract fields', async () => {
    const res = await call(t, 'GET', '/api/dev/outbox', { address: '127.0.0.1' });
    expect(res.status).toBe(200);
    const mails = res.json as unknown as { createdAt: string }[];
    expect(Object.keys(mails[0] ?? {}).sort()).toEqual([
      'createdAt',
      'html',
      'subject',
      'text',
      'to',
    ]);
  });
});
