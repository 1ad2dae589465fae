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

describe('social links of an account', () => {
  const NONE = {
    website: null,
    x: null,
    mastodon: null,
    instagram: null,
    linkedin: null,
    github: null,
  };
  const self = () => `/api/users/uuid/${s.users.author.uuid}`;

  it('round-trips through PATCH, GET one and the list; a key left out stays, "" and null unset', async () => {
    const before = await call(t, 'GET', self(), { token: s.tokens.author, blog: s.demo.id });
    expect(before.json.socialLinks).toEqual(NONE);
    const set = await call(t, 'PATCH', self(), {
      token: s.tokens.author,
      blog: s.demo.id,
      body: {
        socialLinks: {
          website: ' https://andres.example/ ',
          mastodon: '@andres@mastodon.social',
          github: 'https://github.com/andres',
          x: '',
        },
      },
    });
    expect(set.status).toBe(200);
    const links = {
      ...NONE,
      website: 'https://andres.example/',
      mastodon: 'https://mastodon.social/@andres',
      github: 'https://github.com/andres',
    };
    expect(set.json.socialLinks).toEqual(links);
    expect(
      (await call(t, 'GET', self(), { token: s.tokens.author, blog: s.demo.id })).json.socialLinks,
    ).toEqual(links);
    const list = await call(t, 'GET', '/api/users', { token: s.tokens.admin, blog: s.demo.id });
    expect(list.json.data).toContainEqual(
      expect.objectContaining({ email: 'author@example.com', socialLinks: links }),
    );
    // Only the set links are stored.
    expect((await userByEmail('author@example.com'))?.socialLinks).toEqual({
      website: 'https://andres.example/',
      mastodon: 'https://mastodon.social/@andres',
      github: 'https://github.com/andres',
    });
    const unset = await call(t, 'PATCH', self(), {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { name: 'Andrés', socialLinks: { website: '', github: null } },
    });
    expect(unset.json.socialLinks).toEqual({
      ...NONE,
      mastodon: 'https://mastodon.social/@andres',
    });
    // A PATCH without socialLinks leaves them as they are.
    const rename = await call(t, 'PATCH', self(), {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { name: 'Andrés A.' },
    });
    expect(rename.json.socialLinks).toEqual({
      ...NONE,
      mastodon: 'https://mastodon.social/@andres',
    });
  });

  it('POST creates an account with its links', async () => {
    const res = await call(t, 'POST', '/api/users', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {
        email: 'nora@example.com',
        password: 'ciruela-azul-7',
        socialLinks: { linkedin: 'https://www.linkedin.com/in/nora', instagram: '' },
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.socialLinks).toEqual({ ...NONE, linkedin: 'https://www.linkedin.com/in/nora' });
  });

  it('400 with the Spanish message at the field for each refused value; nothing written', async () => {
    const cases: [string, unknown, string][] = [
      ['website', 'http://andres.example', 'La dirección del sitio web debe empezar por https://'],
      ['x', 'javascript:alert(1)', 'Escribe la dirección completa de X, empezando por https://'],
      [
        'instagram',
        'data:text/html,<script>alert(1)</script>',
        'Escribe la dirección completa de Instagram, empezando por https://',
      ],
      ['github', '/andres', 'Escribe la dirección completa de GitHub, empezando por https://'],
      [
        'linkedin',
        'https://andres:secreto@linkedin.com/in/andres',
        'La dirección de LinkedIn no puede llevar usuario ni contraseña',
      ],
      [
        'website',
        `https://andres.example/${'a'.repeat(300)}`,
        'La dirección del sitio web no puede superar los 300 caracteres',
      ],
      [
        'mastodon',
        '@andres',
        'Escribe la dirección de tu perfil de Mastodon (https://…) o tu usuario completo (@usuario@servidor)',
      ],
      ['github', 42, 'Debe ser un texto'],
    ];
    for (const [key, value, message] of cases) {
      const res = await call(t, 'PATCH', self(), {
        token: s.tokens.author,
        blog: s.demo.id,
        body: { socialLinks: { [key]: value } },
      });
      expect(res.status, String(value)).toBe(400);
      expect(res.json).toMatchObject({ error: message, message });
      expect(res.json.details).toEqual([{ path: `socialLinks.${key}`, message }]);
      const create = await call(t, 'POST', '/api/users', {
        token: s.tokens.admin,
        blog: s.demo.id,
        body: { email: 'x@example.com', password: 'ciruela-azul-7', socialLinks: { [key]: value } },
      });
      expect(create.status, String(value)).toBe(400);
      expect(create.json.details).toEqual([{ path: `socialLinks.${key}`, message }]);
    }
    const notObject = await call(t, 'PATCH', self(), {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { socialLinks: 'https://andres.example' },
    });
    expect(notObject.status).toBe(400);
    expect(notObject.json.details).toEqual([
      {
        path: 'socialLinks',
        message: 'Las redes sociales deben ser un objeto con una dirección por red',
      },
    ]);
    expect((await userByEmail('author@example.com'))?.socialLinks).toEqual({});
    expect(await userByEmail('x@example.com')).toBeUndefined();
  });

  it('an author edits only their own links, an admin any member’s, another blog’s admin none', async () => {
    const body = { socialLinks: { github: 'https://github.com/otro' } };
    const denied = await call(t, 'PATCH', `/api/users/uuid/${s.users.admin.uuid}`, {
      token: s.tokens.author,
      blog: s.demo.id,
      body,
    });
    expect(denied.status).toBe(403);
    expect((await userByEmail('admin@example.com'))?.socialLinks).toEqual({});
    const byAdmin = await call(t, 'PATCH', self(), {
      token: s.tokens.admin,
      blog: s.demo.id,
      body,
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.socialLinks).toMatchObject({ github: 'https://github.com/otro' });
    const elsewhere = await call(t, 'PATCH', self(), { token: s.tokens.pro, blog: s.pro.id, body });
    expect(elsewhere.status).toBe(404);
  });
});
