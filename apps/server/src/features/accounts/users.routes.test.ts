import { describe, expect, it } from 'vitest';
import { blogMembers } from '../../platform/db/schema/index.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, DEMO_PASSWORD, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestApp;
let s: Session;

useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const userByEmail = (email: string) =>
  t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });

describe('GET /api/users', () => {
  it('ADMIN lists the blog’s members with their role; AUTHOR is 403', async () => {
    const res = await call(t, 'GET', '/api/users', { token: s.tokens.admin, blog: s.demo.id });
    expect(res.json.total).toBe(2);
    expect(res.json.data).toEqual([
      expect.objectContaining({ email: 'admin@example.com', role: 'ADMIN' }),
      expect.objectContaining({
        email: 'author@example.com',
        role: 'AUTHOR',
        bio: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(res.json)).not.toContain('passwordHash');
    expect(
      (await call(t, 'GET', '/api/users', { token: s.tokens.author, blog: s.demo.id })).status,
    ).toBe(403);
  });

  it('GET one: ADMIN any member, AUTHOR only itself, other blogs’ users 404', async () => {
    const author = `/api/users/uuid/${s.users.author.uuid}`;
    expect(
      (await call(t, 'GET', author, { token: s.tokens.admin, blog: s.demo.id })).json.email,
    ).toBe('author@example.com');
    expect((await call(t, 'GET', author, { token: s.tokens.author, blog: s.demo.id })).status).toBe(
      200,
    );
    expect(
      (
        await call(t, 'GET', `/api/users/uuid/${s.users.admin.uuid}`, {
          token: s.tokens.author,
          blog: s.demo.id,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t, 'GET', `/api/users/uuid/${s.users.pro.uuid}`, {
          token: s.tokens.admin,
          blog: s.demo.id,
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/users', () => {
  it('ADMIN creates the account and its membership; 409 for a taken email', async () => {
    const res = await call(t, 'POST', '/api/users', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {
        name: 'Nora',
        email: ' Nora@Example.com ',
        password: 'ciruela-azul-7',
        bio: '',
        role: 'ADMIN',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'nora@example.com', role: 'ADMIN', name: 'Nora' });
    const member = await t.db.query.blogMembers.findFirst({
      where: (m, { eq }) => eq(m.userId, res.json.id as number),
    });
    expect(member).toMatchObject({ blogId: s.demo.id, role: 'ADMIN' });
    const taken = await call(t, 'POST', '/api/users', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { email: 'pro@example.com', password: 'ciruela-azul-7' },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe('Ya existe un usuario con ese email');
  });

  it('400 for short or common passwords; AUTHOR is 403; nothing written', async () => {
    for (const password of ['12345', 'password123', '123456']) {
      const res = await call(t, 'POST', '/api/users', {
        token: s.tokens.admin,
        blog: s.demo.id,
        body: { email: 'x@example.com', password },
      });
      expect(res.status, password).toBe(400);
      expect(res.json.details).toEqual([expect.objectContaining({ path: 'password' })]);
    }
    const denied = await call(t, 'POST', '/api/users', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { email: 'x@example.com', password: 'ciruela-azul-7' },
    });
    expect(denied.status).toBe(403);
    expect(await userByEmail('x@example.com')).toBeUndefined();
  });
});

describe('PATCH /api/users/uuid/:uuid', () => {
  it('AUTHOR edits its own name and bio but not its role, not the email, not others', async () => {
    const self = `/api/users/uuid/${s.users.author.uuid}`;
    const ok = await call(t, 'PATCH', self, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { name: 'Andrés', bio: 'Hola' },
    });
    expect(ok.json).toMatchObject({ name: 'Andrés', bio: 'Hola', role: 'AUTHOR' });
    expect(
      (
        await call(t, 'PATCH', self, {
          token: s.tokens.author,
          blog: s.demo.id,
          body: { role: 'ADMIN' },
        })
      ).status,
    ).toBe(403);
    const email = await call(t, 'PATCH', self, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { email: 'y@example.com' },
    });
    expect(email.status).toBe(400);
    expect(email.json.message).toBe('El email no se puede modificar');
    const other = await call(t, 'PATCH', `/api/users/uuid/${s.users.admin.uuid}`, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { name: 'X' },
    });
    expect(other.status).toBe(403);
    expect((await userByEmail('admin@example.com'))?.name).toBe(s.users.admin.name);
  });

  it('changing one’s own password needs the current one and voids older tokens', async () => {
    const self = `/api/users/uuid/${s.users.author.uuid}`;
    const without = await call(t, 'PATCH', self, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { password: 'nuevo-secreto-9' },
    });
    expect(without.status).toBe(400);
    const wrong = await call(t, 'PATCH', self, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { password: 'nuevo-secreto-9', currentPassword: 'mal' },
    });
    expect(wrong.json.message).toBe('La contraseña actual no es correcta');
    const ok = await call(t, 'PATCH', self, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { password: 'nuevo-secreto-9', currentPassword: DEMO_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.token).toEqual(expect.any(String));
    expect((await call(t, 'GET', self, { token: s.tokens.author, blog: s.demo.id })).status).toBe(
      401,
    );
    expect(
      (await call(t, 'GET', self, { token: ok.json.token as string, blog: s.demo.id })).status,
    ).toBe(200);
  });

  it('ADMIN cannot reset the password of a member of other blogs (400 on the field)', async () => {
    await t.db.insert(blogMembers).values({
      blogId: s.demo.id,
      userId: s.users.pro.id,
      role: 'AUTHOR',
    });
    const res = await call(t, 'PATCH', `/api/users/uuid/${s.users.pro.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { password: 'reinicio-seguro-1' },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      'Este usuario pertenece a otros blogs: solo él puede cambiar su contraseña',
    );
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'pro@example.com', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('ADMIN changes a member’s role and resets its password; the last ADMIN stays', async () => {
    const author = `/api/users/uuid/${s.users.author.uuid}`;
    const res = await call(t, 'PATCH', author, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { role: 'ADMIN', password: 'reinicio-seguro-1' },
    });
    expect(res.json).toMatchObject({ role: 'ADMIN' });
    expect(res.json.token).toBeUndefined();
    const demote = await call(t, 'PATCH', `/api/users/uuid/${s.users.admin.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { role: 'AUTHOR' },
    });
    expect(demote.status).toBe(200);
    const last = await call(t, 'PATCH', author, {
      token: s.tokens.super,
      blog: s.demo.id,
      body: { role: 'AUTHOR' },
    });
    expect(last.status).toBe(400);
    expect(last.json.error).toBe('El blog debe tener al menos un administrador');
  });

  it('another blog’s admin cannot touch a member (404)', async () => {
    const res = await call(t, 'PATCH', `/api/users/uuid/${s.users.author.uuid}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { name: 'X' },
    });
    expect(res.status).toBe(404);
  });
});
