import { describe, expect, it } from 'vitest';
import { call, DEMO_HOST, visitorRequest } from '../../test/test-db.ts';
import { uploadImage } from '../../test/upload-image.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { t, s } = useTestApp({ freshAppEachTest: true });

const POST = '/blog/sevilla-en-otono';
const PAGE = '/sobre-mi';

const put = (body: unknown) =>
  call(t, 'PUT', '/api/settings', { token: s.tokens.admin, blog: s.demo.id, body });
const visit = async (path: string) => {
  const res = await visitorRequest(t, DEMO_HOST, path);
  expect(res.status).toBe(200);
  return res.text();
};
const metaOf = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;
const detail = (res: Awaited<ReturnType<typeof put>>) =>
  (res.json.details as { path: string; message: string }[] | undefined)?.[0];

describe('the cover and the default social image', () => {
  it('shows the cover under the home page’s heading and in its link preview', async () => {
    const before = await visit('/');
    expect(before).not.toContain('class="hero"');
    const cover = await uploadImage(t, s.tokens.admin, s.demo.uuid, { width: 1600, height: 900 });
    const res = await put({ coverImageId: cover });
    expect(res.status, res.text).toBe(200);
    expect(res.json.coverImageId).toBe(cover);
    const home = await visit('/');
    const hero = /<img[^>]*class="hero"[^>]*>/.exec(home)?.[0] ?? '';
    expect(hero).toContain('alt=""');
    const heading = home.indexOf('<h1>');
    expect(heading).toBeGreaterThan(0);
    expect(home.indexOf(hero)).toBeGreaterThan(heading);
    expect(home.indexOf(hero)).toBeLessThan(home.indexOf('<div class="cards">'));
    const image = metaOf(home, 'property', 'og:image');
    expect(image).toMatch(/^http:\/\/demo\.localhost:3000\/media\//);
    // null takes it away.
    expect((await put({ coverImageId: null })).json.coverImageId).toBeNull();
    expect(await visit('/')).not.toContain('class="hero"');
  });

  it('stands for a page without an image of its own in og:image and twitter:image', async () => {
    const before = await visit(PAGE);
    expect(metaOf(before, 'property', 'og:image')).toBeNull();
    const postBefore = metaOf(await visit(POST), 'property', 'og:image');
    const social = await uploadImage(t, s.tokens.admin, s.demo.uuid, { width: 1200, height: 630 });
    expect((await put({ socialImageId: social })).status).toBe(200);
    const page = await visit(PAGE);
    const image = metaOf(page, 'property', 'og:image');
    expect(image).toMatch(/^http:\/\/demo\.localhost:3000\/media\//);
    expect(metaOf(page, 'name', 'twitter:image')).toBe(image);
    expect(metaOf(page, 'name', 'twitter:card')).toBe('summary_large_image');
    // A post with its own picture keeps it; one without takes the default.
    const post = metaOf(await visit(POST), 'property', 'og:image');
    expect(post).toBe(postBefore ?? image);
    expect((await put({ socialImageId: null })).status).toBe(200);
    expect(metaOf(await visit(PAGE), 'property', 'og:image')).toBeNull();
  });

  it('must be the blog’s own library images, and deleting one clears it', async () => {
    const theirs = await uploadImage(t, s.tokens.pro, s.pro.uuid);
    const cover = await put({ coverImageId: theirs });
    expect(cover.status).toBe(400);
    expect(detail(cover)).toEqual({
      path: 'coverImageId',
      message: 'La imagen de portada debe ser una imagen de la biblioteca de este blog',
    });
    const social = await put({ socialImageId: 'x' });
    expect(social.status).toBe(400);
    expect(detail(social)?.path).toBe('socialImageId');
    const mine = await uploadImage(t, s.tokens.admin, s.demo.uuid);
    expect((await put({ coverImageId: mine, socialImageId: mine })).status).toBe(200);
    const deleted = await call(t, 'DELETE', `/api/media/${mine}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(deleted.status, deleted.text).toBeLessThan(300);
    const after = await call(t, 'GET', '/api/settings', { token: s.tokens.admin, blog: s.demo.id });
    expect(after.json).toMatchObject({ coverImageId: null, socialImageId: null });
  });
});
