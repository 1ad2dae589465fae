import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../platform/db/schema/index.ts';
import { latestMail, mailCount, outboxSnapshot } from '../../test/signup-helpers.ts';
import { call, type TestApp, tokenFor } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { reseedEachTest: true },
);

const ANSWER = 'Si el email existe, recibirás un enlace para restablecer tu contraseña.';
const forgot = (email: string) => call(t, 'POST', '/api/password/forgot', { body: { email } });
const reset = (token: string, password: string) =>
  call(t, 'POST', '/api/password/reset', { body: { token, password } });
const tokenIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1] as string;

async function linkFor(email: string) {
  const before = outboxSnapshot(t);
  const res = await forgot(email);
  expect(res.status).toBe(200);
  const mail = await latestMail(t, email, before);
  return { token: tokenIn(mail.text), mail };
}

describe('password recovery', () => {
  it('mails a single-use link; the new password works, the old session and password do not', async () => {
    const oldSession = await tokenFor(t, 'author');
    // A blog call first, so the session's identity is in the server's short memory.
    const demo = await t.db.query.blogs.findFirst({
      where: (b, { eq }) => eq(b.subdomain, 'demo'),
    });
    const posts = () => call(t, 'GET', '/api/posts', { token: oldSession, blog: demo?.uuid });
    expect((await posts()).status).toBe(200);
    const { token, mail } = await linkFor('author@example.com');
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=');
    expect(mail.html).toContain('Restablecer mi contraseña');
    const now = new Date();
    const res = await reset(token, 'Otra-Clave-2026');
    expect(res.status, res.text).toBe(200);

    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'author@example.com', password: 'Otra-Clave-2026' },
    });
    expect(login.status).toBe(200);
    const old = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'author@example.com', password: 'Demo1234!' },
    });
    expect(old.status).toBe(401);
    const session = await call(t, 'GET', '/api/blogs', { token: oldSession });
    expect(session.status).toBe(401);
    expect((await posts()).status).toBe(401);
    // Its row is ended too, so no list shows it as open.
    const author = await t.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, 'author@example.com'),
    });
    const rows = await t.db.query.sessions.findMany({
      where: (row, { and, eq, lt }) => and(eq(row.userId, author?.id ?? 0), lt(row.createdAt, now)),
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);

    const reused = await reset(token, 'Tercera-Clave-2026');
    expect(reused.status).toBe(400);
    expect(reused.json.error).toBe('El enlace es inválido o expiró.');
  });

  it('answers the same for unknown emails and mails nothing', async () => {
    const before = mailCount(t);
    const snapshot = outboxSnapshot(t);
    const res = await forgot('nadie@example.com');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: ANSWER });
    expect((await forgot('admin@example.com')).json).toEqual({ message: ANSWER });
    await latestMail(t, 'admin@example.com', snapshot);
    expect(mailCount(t)).toBe(Math.min(before + 1, 100));
  });

  it('a link expires after an hour', async () => {
    const { token } = await linkFor('admin@example.com');
    t.setNow(new Date(Date.now() + 61 * 60_000));
    const res = await reset(token, 'Otra-Clave-2026');
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('El enlace es inválido o expiró.');
  });

  it('a newer link kills the older one', async () => {
    const first = await linkFor('admin@example.com');
    t.setNow(new Date(Date.now() + 1000));
    const second = await linkFor('admin@example.com');
    expect(second.token).not.toBe(first.token);
    expect((await reset(first.token, 'Otra-Clave-2026')).status).toBe(400);
    expect((await reset(second.token, 'Otra-Clave-2026')).status).toBe(200);
  });

  it('refuses weak passwords and garbage tokens without spending the link', async () => {
    const { token } = await linkFor('admin@example.com');
    const short = await reset(token, '123');
    expect(short.status).toBe(400);
    const common = await reset(token, 'password');
    expect(common.status).toBe(400);
    expect(common.json.error).toContain('común');
    expect((await reset('x'.repeat(43), 'Otra-Clave-2026')).json.error).toBe(
      'El enlace es inválido o expiró.',
    );
    expect((await call(t, 'POST', '/api/password/reset', { body: {} })).status).toBe(400);
    expect((await reset(token, 'Otra-Clave-2026')).status).toBe(200);
  });

  it('limits requests per address with a 429', async () => {
    await t.db.delete(rateLimits);
    for (let i = 0; i < 10; i++) expect((await forgot(`x${i}@example.com`)).status).toBe(200);
    expect((await forgot('x@example.com')).status).toBe(429);
  });

  it('requests sent at once: 10 answered per address, 3 links mailed per email', async () => {
    await t.db.delete(rateLimits);
    const before = mailCount(t);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        call(t, 'POST', '/api/password/forgot', {
          body: { email: 'author@example.com' },
          address: `198.51.100.${i < 12 ? 1 : 2}`,
        }),
      ),
    );
    expect(answers.slice(0, 12).filter((res) => res.status === 429)).toHaveLength(2);
    expect(answers.slice(12).every((res) => res.status === 200)).toBe(true);
    // Links are mailed after the answer, and each of the 14 first counts itself against the
    // email's limit: once all 14 are counted only the first 3 go on, so once their mails are out
    // no fourth can follow.
    const counted = async () =>
      (await t.deps.rateLimitStore.get('reset:email:author@example.com', new Date()))?.count;
    await waitFor(async () => (await counted()) === 14 && mailCount(t) >= before + 3, {
      message: 'the links were not all handled',
    });
    expect(mailCount(t)).toBe(before + 3);
  });

  it('mails at most 5 links to one address a day, whoever asks and however fast', async () => {
    await t.db.delete(rateLimits);
    const start = Date.now();
    const before = mailCount(t);
    /** Four requests at once for the author's address, from one client address and from many. */
    const burst = (hour: number) => {
      t.setNow(new Date(start + hour * 60 * 60_000));
      return Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          call(t, 'POST', '/api/password/forgot', {
            body: { email: 'author@example.com' },
            address: `198.51.${hour}.${i % 2 === 0 ? 1 : i}`,
          }),
        ),
      );
    };
    const capped = async () =>
      (await t.deps.rateLimitStore.get('mail:passwordReset:author@example.com', t.deps.now()))
        ?.count ?? 0;
    /**
     * The links leave after the answer. A request the hourly limit lets through counts itself
     * against the daily cap before it mails: once `passed` have counted and `count` links are
     * out, the cap has refused every later one, and no other link can follow.
     */
    const mailedReach = async (count: number, passed: number) => {
      await waitFor(async () => (await capped()) >= passed && mailCount(t) >= before + count, {
        message: 'the links were not all handled',
      });
      return mailCount(t) - before;
    };
    for (const hour of [0, 1, 2, 3]) {
      expect((await burst(hour)).map((res) => res.status)).toEqual([200, 200, 200, 200]);
    }
    // Three in the first hour (the hourly limit), two in the second, then none that day.
    expect(await mailedReach(5, 12)).toBe(5);
    // The next day the address can be sent a link again.
    await burst(25);
    expect(await mailedReach(8, 3)).toBe(8);
    t.setNow(undefined);
  });
});
