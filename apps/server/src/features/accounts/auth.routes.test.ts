import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { rateLimits, users } from '../../platform/db/schema/index.ts';
import { signToken } from '../../platform/http/tokens.ts';
import { isOutbox } from '../../platform/mail/mailer.ts';
import { createLoginLimiter, LOGIN_LIMITS } from '../../platform/rate-limit/login-limiter.ts';
import { latestMail, mailCount, outboxSnapshot, solvedCaptcha } from '../../test/signup-helpers.ts';
import { call, DEMO_ACCOUNTS, DEMO_PASSWORD, tokenFor } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { hashPassword } from './password.ts';
import { startSession } from './sessions.service.ts';

const { t } = useTestApp({ session: false });
beforeEach(async () => {
  t.setNow(undefined);
  await t.db.delete(rateLimits);
});

const login = (email: string, password: string, address?: string) =>
  call(t, 'POST', '/api/auth/login', { body: { email, password }, ...(address && { address }) });

/** Failures counted the way login counts them, each from its own address, without a hash each. */
async function failOnAccount(email: string, times: number) {
  const limiter = createLoginLimiter(t.deps.rateLimitStore);
  for (let i = 0; i < times; i++) {
    const attempt = await limiter.begin(email, `198.51.100.${i + 1}`, new Date());
    expect(attempt.allowed).toBe(true);
    await limiter.failed(email, new Date());
  }
}

describe('POST /api/auth/login', () => {
  it('answers the login shape for every demo account', async () => {
    const expected = {
      super: 'SUPER_ADMIN',
      admin: 'ADMIN',
      author: 'AUTHOR',
      pro: 'ADMIN',
    } as const;
    for (const [key, role] of Object.entries(expected)) {
      const email = DEMO_ACCOUNTS[key as keyof typeof expected].email;
      const res = await login(`  ${email.toUpperCase()} `, DEMO_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ success: true, user: { email, role } });
      expect(res.json.token).toEqual(expect.any(String));
      expect(Object.keys(res.json.user as object).sort()).toEqual([
        'email',
        'id',
        'name',
        'role',
        'uuid',
      ]);
    }
  });

  it('401 for a wrong password or an unknown email, with the same message', async () => {
    for (const res of [
      await login('admin@example.com', 'nope123'),
      await login('nadie@example.com', 'x'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: false, error: 'Correo o contraseña incorrectos' });
    }
  });

  it('400 for missing fields, a blank email, null and an array', async () => {
    for (const body of [
      {},
      { email: 'a@b.c' },
      { password: 'x' },
      { email: '   ', password: 'x' },
      'null',
      '[]',
    ]) {
      const res = await call(t, 'POST', '/api/auth/login', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toEqual({
        success: false,
        error: 'Por favor ingresa tu correo y contraseña',
      });
    }
  });

  it('429 after 5 failures for one email and address; another address still works', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('author@example.com', 'wrong!!')).status).toBe(401);
    const blocked = await login('author@example.com', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({
      success: false,
      error: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('author@example.com', DEMO_PASSWORD, '198.51.100.9')).status).toBe(200);
    // After the window the pair may try again.
    t.setNow(new Date(Date.now() + 15 * 60_000 + 1000));
    expect((await login('author@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('15 wrong passwords at once check at most the limit (5); the rest are 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => login('author@example.com', 'wrong!!')),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('password spraying: 100 failed logins an hour from one address, across accounts', async () => {
    // 90 failures counted the way login counts them (each costs a password hash otherwise),
    // then the last 10 through the API.
    const limiter = createLoginLimiter(t.deps.rateLimitStore);
    for (let i = 0; i < 90; i++) {
      await limiter.begin(`nadie${i}@example.com`, '198.51.100.77', new Date());
      await limiter.failed(`nadie${i}@example.com`, new Date());
    }
    const spray = (i: number) => login(`nadie${i}@example.com`, 'wrong!!', '198.51.100.77');
    for (let i = 90; i < 100; i++) expect((await spray(i)).status, `try ${i}`).toBe(401);
    const blocked = await login('admin@example.com', DEMO_PASSWORD, '198.51.100.77');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Other addresses are not touched; the hour ends.
    expect((await login('admin@example.com', DEMO_PASSWORD, '198.51.100.78')).status).toBe(200);
    t.setNow(new Date(Date.now() + 60 * 60_000 + 1000));
    expect((await login('admin@example.com', DEMO_PASSWORD, '198.51.100.77')).status).toBe(200);
  });

  it('successful logins do not count against the address', async () => {
    const limiter = createLoginLimiter(t.deps.rateLimitStore);
    for (let i = 0; i < LOGIN_LIMITS.perAddress.max + 5; i++) {
      const attempt = await limiter.begin(`u${i}@example.com`, '198.51.100.5', new Date());
      expect(attempt.allowed, `login ${i}`).toBe(true);
      await limiter.succeeded(`u${i}@example.com`, '198.51.100.5');
    }
  });

  it('20 failures on an account ask for the captcha, never lock the owner out', async () => {
    const before = outboxSnapshot(t);
    await failOnAccount('admin@example.com', 19);
    // The twentieth failure goes through the API: it is the one that mails the owner.
    expect((await login('admin@example.com', 'wrong!!', '198.51.100.20')).status).toBe(401);
    // The right password from anywhere: a captcha first, not a refusal.
    const asked = await login('admin@example.com', DEMO_PASSWORD, '192.0.2.200');
    expect(asked.status).toBe(403);
    expect(asked.json).toEqual({
      success: false,
      error:
        'Hubo muchos intentos fallidos en esta cuenta. Resuelve el captcha para iniciar sesión.',
      captchaRequired: true,
    });
    const bad = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'admin@example.com', password: DEMO_PASSWORD, captcha: 'bm9wZQ==' },
      address: '192.0.2.200',
    });
    expect(bad.status).toBe(403);
    expect(bad.json.error).toBe('Captcha incorrecto.');
    const captcha = await solvedCaptcha(t);
    const withCaptcha = () =>
      call(t, 'POST', '/api/auth/login', {
        body: { email: 'admin@example.com', password: DEMO_PASSWORD, captcha },
        address: '192.0.2.200',
      });
    expect((await withCaptcha()).status).toBe(200);
    // A solved captcha buys one try.
    expect((await withCaptcha()).status).toBe(403);
    // A wrong password with a captcha is still a wrong password.
    const wrong = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'admin@example.com', password: 'wrong!!', captcha: await solvedCaptcha(t) },
      address: '192.0.2.201',
    });
    expect(wrong.status).toBe(401);

    // The owner got one mail, at the 20th failure, with a link that lifts the captcha.
    const mail = await latestMail(t, 'admin@example.com', before);
    expect(mail.subject).toBe('Muchos intentos fallidos de entrar en tu cuenta de Bitácora');
    expect(
      [...(isOutbox(t.deps.mailer) ? t.deps.mailer.list(100) : [])].filter(
        (m) => !before.has(m) && m.to === 'admin@example.com',
      ),
    ).toHaveLength(1);
    const token = decodeURIComponent(/desbloquear=([^\s"&]+)/.exec(mail.text)?.[1] ?? '');
    expect(mail.text).toContain('http://localhost:3000/login?desbloquear=');
    const unlocked = await call(t, 'POST', '/api/auth/unlock', { body: { token } });
    expect(unlocked.status).toBe(200);
    expect(unlocked.json).toEqual({
      success: true,
      message: 'Cuenta desbloqueada: ya puedes iniciar sesión sin captcha.',
    });
    expect((await login('admin@example.com', DEMO_PASSWORD, '192.0.2.202')).status).toBe(200);
  });

  it('mails an account locked again and again at most 3 times a day', async () => {
    const limiter = createLoginLimiter(t.deps.rateLimitStore);
    const start = Date.now();
    const lockMails = () =>
      (isOutbox(t.deps.mailer) ? t.deps.mailer.list(100) : []).filter(
        (m) =>
          m.to === 'author@example.com' &&
          m.subject === 'Muchos intentos fallidos de entrar en tu cuenta de Bitácora',
      ).length;
    const before = lockMails();
    // Five rounds of 20 failures, two hours apart, each locking the account anew.
    for (let round = 0; round < 5; round++) {
      t.setNow(new Date(start + round * 2 * 60 * 60_000));
      for (let i = 0; i < 19; i++) {
        const address = `198.51.${round}.${i + 1}`;
        expect((await limiter.begin('author@example.com', address, t.deps.now())).allowed).toBe(
          true,
        );
        await limiter.failed('author@example.com', t.deps.now());
      }
      const twentieth = await login('author@example.com', 'wrong!!', `203.0.${round}.20`);
      expect(twentieth.status).toBe(401);
    }
    // The mail leaves after the answer, and each of the five locks first counts itself against
    // the address's daily cap: once all five are counted only the first 3 go on, so once their
    // mails are out no fourth can follow.
    const counted = async () =>
      (await t.deps.rateLimitStore.get('mail:accountLock:author@example.com', t.deps.now()))?.count;
    await waitFor(async () => (await counted()) === 5 && lockMails() - before >= 3, {
      message: 'the locks were not all handled',
    });
    expect(lockMails() - before).toBe(3);
    t.setNow(undefined);
  });

  it('an unknown email behaves like a known one, and gets no mail', async () => {
    const before = mailCount(t);
    await failOnAccount('nadie@example.com', 19);
    expect((await login('nadie@example.com', 'wrong!!', '198.51.100.20')).status).toBe(401);
    expect((await login('nadie@example.com', 'x', '192.0.2.200')).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailCount(t)).toBe(before);
  });

  it('refuses a bad, forged or expired unlock link with a 400 in Spanish', async () => {
    const { signUnlockToken } = await import('./unlock-token.ts');
    const expired = await signUnlockToken(t.deps.jwtSecret, 'admin@example.com', new Date(0));
    const forged = await signUnlockToken(randomBytes(32), 'admin@example.com', new Date());
    const session = await tokenFor(t, 'admin');
    for (const token of ['x', expired, forged, session]) {
      const res = await call(t, 'POST', '/api/auth/unlock', { body: { token } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        success: false,
        error: 'El enlace para desbloquear la cuenta no es válido o ha caducado.',
      });
    }
    expect((await call(t, 'POST', '/api/auth/unlock', { body: {} })).status).toBe(400);
  });

  it('keeps limits in the database: a new app on the same database is still limited', async () => {
    for (let i = 0; i < 5; i++) await login('pro@example.com', 'wrong!!');
    const restarted = { ...t, app: createApp({ ...t.deps }) };
    const res = await call(restarted, 'POST', '/api/auth/login', {
      body: { email: 'pro@example.com', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(429);
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    for (let i = 0; i < 5; i++) {
      await call(t, 'POST', '/api/auth/login', {
        body: { email: 'author@example.com', password: 'wrong!!' },
        headers: { 'x-forwarded-for': `10.9.9.${i}` },
      });
    }
    expect((await login('author@example.com', DEMO_PASSWORD)).status).toBe(429);
  });

  it('behind a proxy on a dual-stack listener (::ffff:127.0.0.1), tells visitors apart', async () => {
    for (const trustProxy of [['127.0.0.1'], ['127.0.0.0/8'], ['::ffff:127.0.0.1']]) {
      await t.db.delete(rateLimits);
      const proxied = { ...t, app: createApp({ ...t.deps, trustProxy }) };
      const through = (visitor: string, password: string) =>
        call(proxied, 'POST', '/api/auth/login', {
          body: { email: 'author@example.com', password },
          address: '::ffff:127.0.0.1',
          headers: { 'x-forwarded-for': visitor },
        });
      for (let i = 0; i < 5; i++) await through('198.51.100.1', 'wrong!!');
      const label = trustProxy.join();
      expect((await through('198.51.100.1', DEMO_PASSWORD)).status, label).toBe(429);
      expect((await through('198.51.100.2', DEMO_PASSWORD)).status, label).toBe(200);
    }
  });
});

describe('bearer tokens', () => {
  const me = (token: string) => call(t, 'GET', '/api/blogs', { token });

  it('a fresh token works; none, garbage and a tampered one are 401', async () => {
    const token = await tokenFor(t, 'admin');
    expect((await me(token)).status).toBe(200);
    expect((await call(t, 'GET', '/api/blogs')).status).toBe(401);
    expect((await me('garbage')).status).toBe(401);
    const [h, p, s] = token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({
        ...payload,
        sub: (await t.db.query.users.findFirst({
          where: (u, { eq }) => eq(u.email, 'super@example.com'),
        }))!.uuid,
      }),
    ).toString('base64url');
    expect((await me(`${h}.${forged}.${s}`)).status).toBe(401);
    expect((await me(`${h}.${p}.${s.slice(0, -2)}xx`)).status).toBe(401);
  });

  it('alg none is 401', async () => {
    const token = await tokenFor(t, 'admin');
    const payload = token.split('.')[1];
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await me(`${header}.${payload}.`)).status).toBe(401);
  });

  it('a token signed with another key or algorithm is 401', async () => {
    const user = await t.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, 'admin@example.com'),
    });
    // A real, open session: only the signature is wrong.
    const { sessionId } = await startSession(t.deps, user!, { address: '203.0.113.7' });
    const other = await signToken(new Uint8Array(32).fill(7), user!, sessionId);
    expect((await me(other)).status).toBe(401);
    const hs512 = await new SignJWT({ pca: user!.passwordChangedAt.getTime(), sid: sessionId })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user!.uuid)
      .setIssuer('bitacora')
      .setAudience('bitacora-panel')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(t.deps.jwtSecret);
    expect((await me(hs512)).status).toBe(401);
  });

  it('an expired token is 401', async () => {
    const token = await tokenFor(t, 'admin');
    t.setNow(new Date(Date.now() + 8 * 24 * 3600_000));
    expect((await me(token)).status).toBe(401);
  });

  it('a token issued before a password change is 401; one issued after works', async () => {
    const token = await tokenFor(t, 'author');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('Otra-clave-9'), passwordChangedAt: new Date() })
      .where(eq(users.email, 'author@example.com'));
    expect((await me(token)).status).toBe(401);
    const fresh = await login('author@example.com', 'Otra-clave-9');
    expect(fresh.status).toBe(200);
    expect((await me(fresh.json.token as string)).status).toBe(200);
    await t.reseed();
  });

  it('a deleted user’s token is 401', async () => {
    const token = await tokenFor(t, 'author');
    await t.db.delete(users).where(eq(users.email, 'author@example.com'));
    expect((await me(token)).status).toBe(401);
    await t.reseed();
  });
});
