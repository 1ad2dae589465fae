import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { signToken } from '../auth/tokens.ts';
import { rateLimits, users } from '../db/schema/index.ts';
import { startSession } from '../services/sessions.service.ts';
import {
  call,
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type TestApp,
  tokenFor,
} from '../test/test-db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.setNow(undefined);
  await t.db.delete(rateLimits);
});

const login = (email: string, password: string, address?: string) =>
  call(t, 'POST', '/api/auth/login', { body: { email, password }, ...(address && { address }) });

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

  it('429 after 20 failures per account, across addresses', async () => {
    for (let i = 0; i < 20; i++) await login('admin@example.com', 'wrong!!', `198.51.100.${i + 1}`);
    expect((await login('admin@example.com', DEMO_PASSWORD, '192.0.2.200')).status).toBe(429);
  });

  it('keeps limits in the database: a new app on the same database is still limited', async () => {
    for (let i = 0; i < 5; i++) await login('pro@example.com', 'wrong!!');
    const { createApp } = await import('../app.ts');
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
