import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@bitacora/domain';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSession, type Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestApp;
let s: Session;

useTestApp((app, session) => {
  t = app;
  s = session;
});

/** Every file under the test app's media folder. */
function storedFiles(dir = t.mediaDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? storedFiles(full) : [full];
  });
}
/** Empties the media folder, as the reseed empties the media table. */
function clearMedia() {
  for (const name of readdirSync(t.mediaDir))
    rmSync(path.join(t.mediaDir, name), { recursive: true });
}
const mediaCount = async () => (await t.db.query.media.findMany()).length;

async function upload(
  file: { bytes: Uint8Array | Buffer; name: string; type?: string } | null,
  options: {
    token?: string;
    blog?: string | number;
    fields?: Record<string, string>;
    field?: string;
    path?: string;
    /** The caller's address; none by default, as in a request without a socket. */
    address?: string;
  } = {},
) {
  const form = new FormData();
  if (file) {
    form.append(
      options.field ?? 'image',
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'image/jpeg' }),
    );
  }
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  const headers: Record<string, string> = {};
  if (options.token ?? s.tokens.admin)
    headers.authorization = `Bearer ${options.token ?? s.tokens.admin}`;
  if (options.blog !== null) headers['x-blog-id'] = String(options.blog ?? s.demo.uuid);
  const res = await t.app.request(
    options.path ?? '/api/media/upload',
    { method: 'POST', headers, body: form },
    options.address ? ({ incoming: { socket: { remoteAddress: options.address } } } as never) : {},
  );
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, text };
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('POST /api/media/upload', () => {
  beforeEach(async () => {
    await t.reseed();
    s = await loadSession(t);
    clearMedia();
  });

  it('stores a JPEG re-encoded without its EXIF/GPS, with three variants, and serves it', async () => {
    const withGps = await sharp(await jpeg(1200, 900))
      .withExif({
        IFD0: { Make: 'Cámara', Copyright: 'secreto-exif' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await upload({ bytes: withGps, name: '../../etc/foto.jpg' });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      id: expect.any(Number),
      originalName: 'foto.jpg',
      entityType: 'general',
      createdAt: expect.any(String),
      width: 1200,
      height: 900,
      mimeType: 'image/jpeg',
    });
    const { urls, variants, url } = res.json;
    expect(urls.original).toBe(url);
    expect(variants).toEqual({ small: urls.small, medium: urls.medium, large: urls.large });
    expect(url).toMatch(/^\/media\/[0-9a-f-]+\/[0-9a-f-]{36}\.jpg$/);
    // 1200 px wide: small and medium are resized, large would be an enlargement so it is the original.
    expect(urls.large).toBe(url);
    const small = await t.app.request(urls.small);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/jpeg');
    expect(small.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(480);
    const original = Buffer.from(await (await t.app.request(url)).arrayBuffer());
    const meta = await sharp(original).metadata();
    expect(meta.exif).toBeUndefined();
    expect(original.includes('secreto-exif')).toBe(false);
    expect(storedFiles()).toHaveLength(3);
    const medium = await sharp(
      Buffer.from(await (await t.app.request(urls.medium)).arrayBuffer()),
    ).metadata();
    expect([medium.width, medium.height]).toEqual([960, 720]);
  });

  it('accepts PNG and WebP by their bytes, whatever the name or declared type; small images too', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 4, background: '#00ff0080' },
    })
      .png()
      .toBuffer();
    const res = await upload({ bytes: png, name: 'dibujo.jpg', type: 'text/plain' });
    expect(res.status, res.text).toBe(201);
    expect(res.json.url).toMatch(/\.png$/);
    // Smaller than every variant: each size is the original, nothing is enlarged.
    expect(res.json.variants).toEqual({
      small: res.json.url,
      medium: res.json.url,
      large: res.json.url,
    });
    const served = await t.app.request(res.json.url);
    expect(served.headers.get('content-type')).toBe('image/png');

    const webp = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#123456' },
    })
      .webp()
      .toBuffer();
    const w = await upload(
      { bytes: webp, name: 'foto.webp', type: 'image/webp' },
      { token: s.tokens.author },
    );
    expect(w.status, w.text).toBe(201);
    expect(w.json.urls.large).toMatch(/-large\.webp$/);
    const large = await sharp(
      Buffer.from(await (await t.app.request(w.json.urls.large)).arrayBuffer()),
    ).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 800]);
  });

  it('drops bytes appended after the image', async () => {
    const payload = Buffer.from('<?php system($_GET["c"]); ?> CARGA-OCULTA');
    const res = await upload({
      bytes: Buffer.concat([await jpeg(300, 200), payload]),
      name: 'a.jpg',
    });
    expect(res.status, res.text).toBe(201);
    const stored = storedFiles();
    expect(stored).toHaveLength(1);
    expect(readFileSync(stored[0] as string).includes('CARGA-OCULTA')).toBe(false);
  });

  it('refuses, with nothing stored: no file, zero bytes, text named .jpg, too large, broken', async () => {
    const cases: [Awaited<ReturnType<typeof upload>>, number, string][] = [
      [await upload(null), 400, 'Selecciona una imagen para subir'],
      [await upload({ bytes: new Uint8Array(0), name: 'vacia.jpg' }), 400, 'El archivo está vacío'],
      [
        await upload({
          bytes: Buffer.from('esto no es una imagen\n'.repeat(20)),
          name: 'falsa.jpg',
        }),
        400,
        'Solo se permiten imágenes JPG, PNG o WebP',
      ],
      [
        await upload({
          bytes: Buffer.concat([await jpeg(10, 10), Buffer.alloc(MAX_IMAGE_BYTES)]),
          name: 'big.jpg',
        }),
        413,
        'La imagen no debe superar los 5MB',
      ],
      // A JPEG signature on broken data.
      [
        await upload({
          bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]),
          name: 'rota.jpg',
        }),
        400,
        'La imagen está dañada o no se puede leer',
      ],
    ];
    for (const [res, status, error] of cases) {
      expect(res.status, res.text).toBe(status);
      expect(res.json.error).toBe(error);
    }
    // Exactly 5MB + 1 byte of file.
    const over = Buffer.concat([await jpeg(10, 10)]);
    const exact = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    over.copy(exact);
    expect((await upload({ bytes: exact, name: 'x.jpg' })).status).toBe(413);
    expect(await mediaCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a 20 000 × 20 000 PNG from its header, without decoding it', async () => {
    // A real PNG header (IHDR) claiming 400 megapixels, followed by a tiny compressed stream.
    const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const bomb = Buffer.from(small);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    const { crc32 } = await import('node:zlib');
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
    const started = performance.now();
    const res = await upload({ bytes: bomb, name: 'bomba.png', type: 'image/png' });
    expect(res.status, res.text).toBe(400);
    expect(res.json.error).toMatch(/demasiados píxeles/);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await mediaCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('links to a post, page or series of the active blog only', async () => {
    const post = await t.db.query.posts.findFirst({
      where: (p, { eq }) => eq(p.blogId, s.demo.id),
    });
    const ok = await upload(
      { bytes: await jpeg(100, 100), name: 'p.jpg' },
      {
        fields: { entityType: 'post', entityId: post!.uuid },
      },
    );
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json).toMatchObject({ entityType: 'post', entityId: post!.uuid });

    const proSeries = await t.db.query.series.findFirst({
      where: (p, { eq }) => eq(p.blogId, s.pro.id),
    });
    const foreign = await upload(
      { bytes: await jpeg(100, 100), name: 'p.jpg' },
      {
        fields: {
          entityType: 'series',
          entityId: proSeries?.uuid ?? '00000000-0000-4000-8000-000000000000',
        },
      },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toBe('La serie no existe en este blog');
    const crossPost = await upload(
      { bytes: await jpeg(100, 100), name: 'p.jpg' },
      {
        fields: { entityType: 'page', entityId: post!.uuid },
      },
    );
    expect(crossPost.status).toBe(404);
    const badType = await upload(
      { bytes: await jpeg(100, 100), name: 'p.jpg' },
      {
        fields: { entityType: 'usuario' },
      },
    );
    expect(badType.status).toBe(400);
    expect(await mediaCount()).toBe(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it('needs a token and a blog the caller belongs to', async () => {
    const img = { bytes: await jpeg(50, 50), name: 'a.jpg' };
    expect((await upload(img, { token: '' })).status).toBe(401);
    expect((await upload(img, { token: s.tokens.pro })).status).toBe(404);
    expect(await mediaCount()).toBe(0);
  });

  it('answers a JSON or malformed multipart body with a 400', async () => {
    const json = await call(t, 'POST', '/api/media/upload', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {},
    });
    expect(json.status).toBe(400);
    const broken = await t.app.request('/api/media/upload', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${s.tokens.admin}`,
        'x-blog-id': s.demo.uuid,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nsin final',
    });
    expect(broken.status).toBe(400);
  });
});

describe('GET /api/media and DELETE /api/media/:id', () => {
  beforeEach(async () => {
    await t.reseed();
    s = await loadSession(t);
    clearMedia();
  });

  it('lists the blog’s images newest first; another blog sees none of them', async () => {
    const first = await upload({ bytes: await jpeg(60, 60), name: 'uno.jpg' });
    const second = await upload({ bytes: await jpeg(60, 60), name: 'dos.jpg' });
    const list = await call(t, 'GET', '/api/media', { token: s.tokens.author, blog: s.demo.uuid });
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(2);
    expect((list.json.data as { id: number }[]).map((m) => m.id)).toEqual([
      second.json.id,
      first.json.id,
    ]);
    const pro = await call(t, 'GET', '/api/media', { token: s.tokens.pro, blog: s.pro.uuid });
    expect(pro.json).toMatchObject({ data: [], total: 0 });
  });

  it('finds images by part of their name, the pattern characters taken literally', async () => {
    await upload({ bytes: await jpeg(40, 40), name: 'Puente-de-Triana.jpg' });
    await upload({ bytes: await jpeg(40, 40), name: 'playa_100%.jpg' });
    await upload({ bytes: await jpeg(40, 40), name: 'playa-grande.jpg' });
    const names = async (search: string) => {
      const res = await call(t, 'GET', `/api/media?search=${encodeURIComponent(search)}&limit=1`, {
        token: s.tokens.author,
        blog: s.demo.uuid,
      });
      expect(res.status).toBe(200);
      return {
        total: res.json.total,
        names: (res.json.data as { originalName: string }[]).map((m) => m.originalName),
      };
    };
    expect(await names('triana')).toEqual({ total: 1, names: ['Puente-de-Triana.jpg'] });
    // Newest first, a page at a time.
    expect(await names('PLAYA')).toEqual({ total: 2, names: ['playa-grande.jpg'] });
    expect(await names('_100%')).toEqual({ total: 1, names: ['playa_100%.jpg'] });
    expect((await names('%')).total).toBe(1);
    expect((await names('  ')).total).toBe(3);
    const long = await call(t, 'GET', `/api/media?search=${'x'.repeat(300)}`, {
      token: s.tokens.author,
      blog: s.demo.uuid,
    });
    expect(long.status).toBe(400);
  });

  it('clears the posts, pages and series that use the image, then removes the row and files', async () => {
    const img = await upload({ bytes: await jpeg(1000, 800), name: 'portada.jpg' });
    const { id, url, urls } = img.json;
    expect(storedFiles()).toHaveLength(3);
    const post = await t.db.query.posts.findFirst({
      where: (p, { eq }) => eq(p.blogId, s.demo.id),
    });
    const linked = await call(t, 'PATCH', `/api/posts/${post!.id}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { image: url, imageId: id },
    });
    expect(linked.status, linked.text).toBe(200);
    const page = await t.db.query.pages.findFirst({
      where: (p, { eq }) => eq(p.blogId, s.demo.id),
    });
    const pageRes = await call(t, 'PATCH', `/api/pages/uuid/${page!.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { image: urls.medium, imageId: id },
    });
    expect(pageRes.status, pageRes.text).toBe(200);
    const ser = await t.db.query.series.findFirst({
      where: (p, { eq }) => eq(p.blogId, s.demo.id),
    });
    const serRes = await call(t, 'PATCH', `/api/series/uuid/${ser!.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { coverImage: url },
    });
    expect(serRes.status, serRes.text).toBe(200);
    const linkedSeries = await t.db.query.series.findFirst({
      where: (p, { eq }) => eq(p.id, ser!.id),
    });
    expect(linkedSeries?.coverImageId).toBe(id);

    expect(
      (await call(t, 'DELETE', `/api/media/${id}`, { token: s.tokens.author, blog: s.demo.uuid }))
        .status,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/media/${id}`, { token: s.tokens.pro, blog: s.pro.uuid }))
        .status,
    ).toBe(404);
    const del = await call(t, 'DELETE', `/api/media/${id}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
    });
    expect(del.status, del.text).toBe(204);
    expect(await mediaCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
    const after = await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.id, post!.id) });
    expect([after?.image, after?.imageId]).toEqual([null, null]);
    const afterPage = await t.db.query.pages.findFirst({
      where: (p, { eq }) => eq(p.id, page!.id),
    });
    expect([afterPage?.image, afterPage?.imageId]).toEqual([null, null]);
    const afterSeries = await t.db.query.series.findFirst({
      where: (p, { eq }) => eq(p.id, ser!.id),
    });
    expect([afterSeries?.coverImage, afterSeries?.coverImageId]).toEqual([null, null]);
    expect((await t.app.request(url)).status).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/media/${id}`, { token: s.tokens.admin, blog: s.demo.uuid }))
        .status,
    ).toBe(404);
  });
});

describe('GET /media/<key>', () => {
  it('answers 404 for anything that is not a generated key, without touching the disk', async () => {
    for (const p of [
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/a/..%2f..%2fpackage.json',
      '/media/x.txt',
      '/media/',
      '/media/NOPE.JPG',
    ]) {
      const res = await t.app.request(p);
      expect(res.status, p).toBe(404);
    }
  });
});

describe('user pictures', () => {
  beforeEach(async () => {
    await t.reseed();
    s = await loadSession(t);
    clearMedia();
  });

  it('lets a user set its own picture: a 256 px square, the old file removed', async () => {
    const uuid = s.users.author.uuid;
    const first = await upload(
      { bytes: await jpeg(1200, 900), name: 'yo.jpg' },
      {
        token: s.tokens.author,
        blog: null as never,
        field: 'picture',
        path: `/api/users/uuid/${uuid}/picture`,
      },
    );
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({
      uuid,
      email: 'author@example.com',
      picture: expect.stringMatching(/^\/media\/avatars\//),
    });
    const meta = await sharp(
      Buffer.from(await (await t.app.request(first.json.picture)).arrayBuffer()),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    const second = await upload(
      { bytes: await jpeg(300, 300), name: 'yo2.jpg' },
      {
        token: s.tokens.author,
        field: 'picture',
        path: `/api/users/uuid/${uuid}/picture`,
      },
    );
    expect(second.status).toBe(200);
    expect(storedFiles()).toHaveLength(1);
    expect((await t.app.request(first.json.picture)).status).toBe(404);
  });

  it("'Quitar foto' clears the picture and deletes its file; only who may edit the user may", async () => {
    const uuid = s.users.author.uuid;
    const set = await upload(
      { bytes: await jpeg(400, 400), name: 'yo.jpg' },
      { token: s.tokens.author, field: 'picture', path: `/api/users/uuid/${uuid}/picture` },
    );
    expect(storedFiles()).toHaveLength(1);
    const refused = await call(t, 'PATCH', `/api/users/uuid/${uuid}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { removePicture: true },
    });
    expect(refused.status).toBe(404);
    expect(storedFiles()).toHaveLength(1);
    const removed = await call(t, 'PATCH', `/api/users/uuid/${uuid}`, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { removePicture: true },
    });
    expect(removed.status).toBe(200);
    expect(removed.json.picture).toBeNull();
    expect(storedFiles()).toHaveLength(0);
    expect((await t.app.request(set.json.picture)).status).toBe(404);
  });

  it('an ADMIN of the user’s blog may; a fellow AUTHOR is 403; a stranger 404', async () => {
    const img = { bytes: await jpeg(100, 100), name: 'a.jpg' };
    const target = s.users.author.uuid;
    const path = `/api/users/uuid/${target}/picture`;
    expect((await upload(img, { token: s.tokens.admin, field: 'picture', path })).status).toBe(200);
    expect((await upload(img, { token: s.tokens.pro, field: 'picture', path })).status).toBe(404);
    const adminPath = `/api/users/uuid/${s.users.admin.uuid}/picture`;
    expect(
      (await upload(img, { token: s.tokens.author, field: 'picture', path: adminPath })).status,
    ).toBe(403);
    const bad = await upload(
      { bytes: Buffer.from('%PDF-1.4 no es imagen'), name: 'a.png' },
      {
        token: s.tokens.author,
        field: 'picture',
        path,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('Solo se permiten archivos de imagen.');
    const missing = await upload(null, { token: s.tokens.author, field: 'picture', path });
    expect(missing.json.error).toBe('Por favor selecciona una imagen primero.');
    expect(storedFiles()).toHaveLength(1);
  });

  it('the picture test upload answers { user: { picture } } in demo mode only', async () => {
    const path = `/api/profile-picture-test/upload/${s.users.author.uuid}`;
    const res = await upload(
      { bytes: await jpeg(100, 100), name: 'a.jpg' },
      { token: s.tokens.author, field: 'picture', path, address: '127.0.0.1' },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ user: { picture: expect.stringMatching(/^\/media\/avatars\//) } });
    const { createApp } = await import('../../app.ts');
    const off = createApp({ ...t.deps, seedDemo: false });
    const refused = await off.request(path, { method: 'POST' });
    expect(refused.status).toBe(404);
  });
});
