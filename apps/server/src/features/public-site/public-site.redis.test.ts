import { describe, expect, it } from 'vitest';
import { useRedisInstances } from '../../test/redis-instances.ts';
import { call, type TestApp, tokenFor, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * Two instances over one database and one Redis (docs/decisions/032-shared-content-versions.md):
 * once a write through one has answered, the other serves the change at once, without waiting
 * for any message; with Redis away, it serves fresh pages from the database.
 */

const { t } = useTestApp({ session: false });
const instance = useRedisInstances(t);

async function visit(on: TestApp, host: string, path: string) {
  const res = await visitorRequest(on, host, path);
  return { status: res.status, text: await res.text() };
}

async function demoPost() {
  const post = await t.db.query.posts.findFirst({
    where: (x, { eq }) => eq(x.status, 'PUBLISHED'),
  });
  const blog = await t.db.query.blogs.findFirst({ where: (x, { eq }) => eq(x.id, post!.blogId) });
  return { post: post!, host: `${blog!.subdomain}.localhost:3000`, blog: blog! };
}

describe('public pages with several instances', () => {
  it('a post edited on one instance shows on the other as soon as the edit answered', async () => {
    const a = await instance();
    const b = await instance();
    const { post, host, blog } = await demoPost();
    const token = await tokenFor(t, 'super');
    expect((await visit(b, host, `/blog/${post.slug}`)).text).toContain(post.title);
    for (const title of ['Primera edición', 'Segunda edición']) {
      const res = await call(a, 'PATCH', `/api/posts/${post.id}`, {
        token,
        blog: blog.uuid,
        body: { title },
      });
      expect(res.status, res.text).toBe(200);
      expect((await visit(b, host, `/blog/${post.slug}`)).text).toContain(title);
    }
  });

  it('a blog created on one instance answers on the other, though it had just said 404', async () => {
    const a = await instance();
    const b = await instance();
    const host = 'recien-creado.localhost:3000';
    expect((await visit(b, host, '/')).status).toBe(404);
    const res = await call(a, 'POST', '/api/blogs', {
      token: await tokenFor(t, 'super'),
      body: { name: 'Recién creado', subdomain: 'recien-creado' },
    });
    expect(res.status, res.text).toBe(201);
    expect((await visit(b, host, '/')).status).toBe(200);
  });

  it('with Redis away, an instance serves each page fresh from the database', async () => {
    const a = await instance();
    const away = await instance('redis://127.0.0.1:1');
    const { post, host, blog } = await demoPost();
    const page = await visit(away, host, `/blog/${post.slug}`);
    expect(page.status).toBe(200);
    const res = await call(a, 'PATCH', `/api/posts/${post.id}`, {
      token: await tokenFor(t, 'super'),
      blog: blog.uuid,
      body: { title: 'Editado sin Redis a la vista' },
    });
    expect(res.status, res.text).toBe(200);
    expect((await visit(away, host, `/blog/${post.slug}`)).text).toContain(
      'Editado sin Redis a la vista',
    );
  });
});
