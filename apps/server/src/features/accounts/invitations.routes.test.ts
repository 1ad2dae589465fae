import { RECIPIENT_MAIL_CAPS } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { blogMembers, invitations, users } from '../../platform/db/schema/index.ts';
import { LOGIN_LIMITS } from '../../platform/rate-limit/login-limiter.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { latestMail, mailCount, outboxSnapshot } from '../../test/signup-helpers.ts';
import { call, DEMO_PASSWORD, type TestApp, tokenFor } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { INVITATION_LIMITS, INVITATION_TTL_MS } from './invitations.service.ts';

let t: TestApp;
let s: Session;

useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const USED = 'Esta invitación ya se usó. Si ya tienes cuenta, inicia sesión.';
const EXPIRED = 'Esta invitación venció. Pide a quien te invitó que te envíe una nueva.';
const tokenIn = (text: string) => /\/invitacion\?token=([\w-]+)/.exec(text)?.[1] as string;

async function invite(body: Record<string, unknown>, token = s.tokens.admin) {
  const before = outboxSnapshot(t);
  const res = await call(t, 'POST', '/api/invitations', { token, blog: s.demo.id, body });
  if (res.status !== 201) return { res, token: '' };
  const mail = await latestMail(t, String(body.email).trim().toLowerCase(), before);
  return { res, mail, token: tokenIn(mail.text) };
}

const accept = (token: string, password: string, address?: string) =>
  call(t, 'POST', '/api/invitations/accept', {
    body: { token, password },
    ...(address && { address }),
  });
const login = (email: string, password: string) =>
  call(t, 'POST', '/api/auth/login', { body: { email, password } });

describe('inviting an author', () => {
  it('mails a link; accepting it once makes an account that is a member of the blog', async () => {
    const { res, mail, token } = await invite({ name: 'Nora Ruiz', email: ' Nora@Example.com ' });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ email: 'nora@example.com', role: 'AUTHOR', expired: false });
    expect(mail?.subject).toBe(`${s.users.admin.name} te invita a escribir en «${s.demo.name}»`);
    expect(mail?.text).toContain('http://localhost:3000/invitacion?token=');
    expect(mail?.text).toContain('vence en 7 días');
    // Only a hash of the token is stored.
    const [stored] = await t.db.select().from(invitations);
    expect(stored?.tokenHash).not.toContain(token);
    expect(JSON.stringify(res.json)).not.toContain(token);

    const listed = await call(t, 'GET', '/api/invitations', {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(listed.json.data).toEqual([expect.objectContaining({ email: 'nora@example.com' })]);

    const preview = await call(t, 'GET', `/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      blogName: s.demo.name,
      email: 'nora@example.com',
      name: 'Nora Ruiz',
      existingAccount: false,
    });

    const accepted = await accept(token, 'ciruela-azul-7');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.email).toBe('nora@example.com');
    // Accepting signs the new author in, into the blog that invited them.
    expect(accepted.json).toMatchObject({
      token: expect.any(String),
      user: { email: 'nora@example.com', name: 'Nora Ruiz' },
      blogUuid: s.demo.uuid,
    });
    const session = accepted.json.token as string;
    const own = await call(t, 'GET', '/api/sessions', { token: session });
    expect(own.status, own.text).toBe(200);
    expect(own.json.data).toEqual([expect.objectContaining({ current: true })]);
    const posts = await call(t, 'GET', '/api/posts', { token: session, blog: s.demo.uuid });
    expect(posts.status, posts.text).toBe(200);
    const signedIn = await login('nora@example.com', 'ciruela-azul-7');
    expect(signedIn.status).toBe(200);
    const blogs = await call(t, 'GET', '/api/blogs', { token: signedIn.json.token as string });
    expect((blogs.json.data as { subdomain: string }[]).map((b) => b.subdomain)).toEqual(['demo']);
    const users = await call(t, 'GET', '/api/users', { token: s.tokens.admin, blog: s.demo.id });
    expect(users.json.data).toContainEqual(
      expect.objectContaining({ email: 'nora@example.com', name: 'Nora Ruiz', role: 'AUTHOR' }),
    );
    // No longer pending.
    const after = await call(t, 'GET', '/api/invitations', {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(after.json.data).toEqual([]);

    const again = await accept(token, 'otra-clave-distinta');
    expect(again.status).toBe(410);
    expect(again.json.error).toBe(USED);
    expect((await call(t, 'GET', `/api/invitations/${token}`)).json.error).toBe(USED);
  });

  it('two accepts at once: exactly one succeeds', async () => {
    const { token } = await invite({ name: '', email: 'doble@example.com' });
    const results = await Promise.all([
      accept(token, 'ciruela-azul-7'),
      accept(token, 'ciruela-azul-8'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    const members = await t.db.select().from(blogMembers);
    expect(members.filter((m) => m.blogId === s.demo.id)).toHaveLength(3);
  });

  it('refuses an expired link with its own message', async () => {
    const { token } = await invite({ email: 'tarde@example.com' });
    t.setNow(new Date(Date.now() + INVITATION_TTL_MS + 1000));
    const res = await accept(token, 'ciruela-azul-7');
    expect(res.status).toBe(410);
    expect(res.json.error).toBe(EXPIRED);
    expect((await call(t, 'GET', `/api/invitations/${token}`)).json.error).toBe(EXPIRED);
    expect((await login('tarde@example.com', 'ciruela-azul-7')).status).toBe(401);
    // A fresh session: the clock moved past the old one's life.
    const listed = await call(t, 'GET', '/api/invitations', {
      token: await tokenFor(t, 'admin'),
      blog: s.demo.id,
    });
    expect(listed.json.data).toEqual([expect.objectContaining({ expired: true })]);
  });

  it('refuses an unknown link, a weak password, and keeps the link usable after', async () => {
    const unknown = await accept('no-existe', 'ciruela-azul-7');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toContain('no es válido');
    const { token } = await invite({ email: 'debil@example.com' });
    const short = await accept(token, '12345');
    expect(short.status).toBe(400);
    expect(short.json.error).toBe('La contraseña debe tener al menos 6 caracteres');
    const common = await accept(token, 'password');
    expect(common.status).toBe(400);
    expect((await accept(token, 'ciruela-azul-7')).status).toBe(200);
  });

  it('AUTHOR may not invite, list, resend or cancel; ADMIN may not invite a member', async () => {
    const byAuthor = await call(t, 'POST', '/api/invitations', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { email: 'x@example.com' },
    });
    expect(byAuthor.status).toBe(403);
    expect(
      (await call(t, 'GET', '/api/invitations', { token: s.tokens.author, blog: s.demo.id }))
        .status,
    ).toBe(403);
    // Another blog's admin cannot touch this blog's invitations.
    expect(
      (await call(t, 'GET', '/api/invitations', { token: s.tokens.pro, blog: s.demo.id })).status,
    ).toBe(404);
    const member = await call(t, 'POST', '/api/invitations', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { email: 'author@example.com' },
    });
    expect(member.status).toBe(409);
    expect(member.json.error).toBe('Esa persona ya es miembro del blog');
    const bad = await call(t, 'POST', '/api/invitations', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { email: 'no-es-email', role: 'SUPER_ADMIN' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('El email no es válido');
  });

  it('an existing account joins by proving its password; nothing about it changes', async () => {
    const { token } = await invite({ email: 'pro@example.com', role: 'ADMIN' });
    const preview = await call(t, 'GET', `/api/invitations/${token}`);
    expect(preview.json).toMatchObject({ existingAccount: true, role: 'ADMIN' });
    const wrong = await accept(token, 'no-es-la-clave');
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('La contraseña no es correcta');
    const accepted = await accept(token, DEMO_PASSWORD);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ token: expect.any(String), blogUuid: s.demo.uuid });
    const own = await call(t, 'GET', '/api/sessions', { token: accepted.json.token as string });
    expect(own.status).toBe(200);
    const signedIn = await login('pro@example.com', DEMO_PASSWORD);
    const blogs = await call(t, 'GET', '/api/blogs', { token: signedIn.json.token as string });
    expect((blogs.json.data as { subdomain: string }[]).map((b) => b.subdomain).sort()).toEqual([
      'demo',
      'pro',
    ]);
  });

  it('an existing account with two-factor joins, then gets the login step instead of a session', async () => {
    await t.db
      .update(users)
      .set({ twoFactorEnabledAt: new Date() })
      .where(eq(users.email, 'pro@example.com'));
    const { token } = await invite({ email: 'pro@example.com' });
    const accepted = await accept(token, DEMO_PASSWORD);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({
      success: true,
      step: 'two-factor',
      blogUuid: s.demo.uuid,
    });
    expect(accepted.json.challenge).toEqual(expect.any(String));
    expect(accepted.json.token).toBeUndefined();
  });

  it('with NEW_DEVICE_CODE a new account is signed in, an existing one is asked the mailed code', async () => {
    const app = { ...t, app: createApp({ ...t.deps, newDeviceCode: true }) };
    const acceptOn = (token: string, password: string) =>
      call(app, 'POST', '/api/invitations/accept', {
        body: { token, password, device: 'movil-de-nora' },
      });
    const fresh = await invite({ email: 'nueva-en-movil@example.com' });
    expect((await acceptOn(fresh.token, 'ciruela-azul-7')).json).toMatchObject({
      token: expect.any(String),
    });
    const existing = await invite({ email: 'pro@example.com' });
    expect((await acceptOn(existing.token, DEMO_PASSWORD)).json).toMatchObject({
      step: 'email-code',
      blogUuid: s.demo.uuid,
    });
  });

  it('counts guesses at an existing account\u2019s password with the login\u2019s, and stops both alike', async () => {
    const { token } = await invite({ email: 'super@example.com' });
    const address = '198.51.100.77';
    for (let i = 0; i < LOGIN_LIMITS.perEmailAndAddress.max - 1; i++) {
      expect((await accept(token, `intento-${i}`, address)).status).toBe(400);
    }
    // One more failure at login uses up what is left for this email from this address.
    const atLogin = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'super@example.com', password: 'otra-mala' },
      address,
    });
    expect(atLogin.status).toBe(401);
    const limited = await accept(token, DEMO_PASSWORD, address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // The link was not used up by the refusals.
    expect((await accept(token, DEMO_PASSWORD)).status).toBe(200);
  });

  it('resend kills the old link; cancel kills the link', async () => {
    const { res, token: first } = await invite({ email: 'otra@example.com' });
    const uuid = res.json.uuid as string;
    const before = outboxSnapshot(t);
    const resent = await call(t, 'POST', `/api/invitations/${uuid}/resend`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(resent.status).toBe(200);
    const second = tokenIn((await latestMail(t, 'otra@example.com', before)).text);
    expect(second).not.toBe(first);
    expect((await accept(first, 'ciruela-azul-7')).status).toBe(404);
    const canceled = await call(t, 'DELETE', `/api/invitations/${uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(canceled.status).toBe(200);
    expect((await accept(second, 'ciruela-azul-7')).status).toBe(404);
    const gone = await call(t, 'DELETE', `/api/invitations/${uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(gone.status).toBe(404);
  });

  it(`mails one address at most ${RECIPIENT_MAIL_CAPS.invitation.max} invitations a day, parallel resends and other blogs included`, async () => {
    const { max, windowMs } = RECIPIENT_MAIL_CAPS.invitation;
    const before = mailCount(t);
    const { res } = await invite({ email: 'victima@example.com' });
    const uuid = res.json.uuid as string;
    const resend = () =>
      call(t, 'POST', `/api/invitations/${uuid}/resend`, {
        token: s.tokens.admin,
        blog: s.demo.id,
      });
    const answers = await Promise.all(Array.from({ length: 10 }, resend));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((st) => st === 200)).toHaveLength(max - 1);
    expect(statuses.filter((st) => st === 429)).toHaveLength(10 - (max - 1));
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.json.error).toBe(
      `Esa dirección ya recibió ${max} invitaciones hoy. Podrás volver a enviarle una mañana.`,
    );
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(mailCount(t) - before).toBe(max);
    // The refused resends changed nothing: the link of one mail sent still works. (Parallel
    // resends may mail in another order than they stored their tokens: any one may be it.)
    await latestMail(t, 'victima@example.com');
    const mailed = [...outboxSnapshot(t)].filter((m) => m.to === 'victima@example.com');
    const accepted: number[] = [];
    for (const mail of mailed.reverse()) {
      const { status } = await accept(tokenIn(mail.text), 'ciruela-azul-7');
      accepted.push(status);
      if (status === 200) break;
    }
    expect(accepted.filter((status) => status === 200)).toHaveLength(1);

    // Another blog's admin cannot mail the address either; another address is untouched.
    const other = await call(t, 'POST', '/api/invitations', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { email: 'Victima@example.com' },
    });
    expect(other.status).toBe(429);
    expect((await invite({ email: 'otra-persona@example.com' })).res.status).toBe(201);
    // The next day it can be invited again.
    t.setNow(new Date(Date.now() + windowMs + 1000));
    const nextDay = await call(t, 'POST', '/api/invitations', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { email: 'victima@example.com' },
    });
    expect(nextDay.status, nextDay.text).toBe(201);
  });

  it('limits the public calls per client address', async () => {
    const address = '198.51.100.23';
    for (let i = 0; i < INVITATION_LIMITS.perAddress.max; i++) {
      expect((await accept('adivinando', 'ciruela-azul-7', address)).status).toBe(404);
    }
    const limited = await accept('adivinando', 'ciruela-azul-7', address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('DELETE /api/blogs/:id/members/:userUuid', () => {
  const remove = (userUuid: string, token = s.tokens.admin, blog: string | number = s.demo.id) =>
    call(t, 'DELETE', `/api/blogs/${blog}/members/${userUuid}`, { token });

  it('removes the member at once; the account stays', async () => {
    const posts = () => call(t, 'GET', '/api/posts', { token: s.tokens.author, blog: s.demo.uuid });
    // A first call puts the author's identity in the server's short memory.
    expect((await posts()).status).toBe(200);
    const res = await remove(s.users.author.uuid);
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toContain('ya no es miembro del blog');
    const refused = await posts();
    expect(refused.status).toBe(404);
    expect((await login('author@example.com', DEMO_PASSWORD)).status).toBe(200);
    const users = await call(t, 'GET', '/api/users', { token: s.tokens.admin, blog: s.demo.id });
    expect(users.json.data).not.toContainEqual(
      expect.objectContaining({ email: 'author@example.com' }),
    );
    expect((await remove(s.users.author.uuid)).status).toBe(404);
  });

  it('refuses AUTHOR, removing oneself, and the last admin', async () => {
    expect((await remove(s.users.admin.uuid, s.tokens.author)).status).toBe(403);
    const self = await remove(s.users.admin.uuid);
    expect(self.status).toBe(400);
    expect(self.json.error).toBe('No puedes quitarte a ti mismo del blog');
    // The super admin is no member: the demo blog's only admin cannot go.
    const last = await remove(s.users.admin.uuid, s.tokens.super);
    expect(last.status).toBe(400);
    expect(last.json.error).toBe('El blog debe tener al menos un administrador');
    // Another blog's admin cannot reach this blog.
    expect((await remove(s.users.author.uuid, s.tokens.pro)).status).toBe(404);
    // A user of another blog is not found here.
    expect((await remove(s.users.pro.uuid)).status).toBe(404);
  });
});
