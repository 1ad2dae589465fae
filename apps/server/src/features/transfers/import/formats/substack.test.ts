import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixture, readAll } from '../../../../test/import-records.ts';
import { makeZip } from '../../../../test/make-zip.ts';
import { readSubstack } from './substack.ts';

const dir = fixture('substack');
const zipPath = join(tmpdir(), `substack-${process.pid}.zip`);
const brokenPath = join(tmpdir(), `substack-broken-${process.pid}.zip`);
afterAll(() => Promise.all([rm(zipPath, { force: true }), rm(brokenPath, { force: true })]));

async function substackZip(csv: Buffer) {
  const posts = await readdir(join(dir, 'posts'));
  return makeZip([
    { name: 'posts.csv', data: csv },
    ...(await Promise.all(
      posts.map(async (name) => ({
        name: `posts/${name}`,
        data: await readFile(join(dir, 'posts', name)),
      })),
    )),
  ]);
}

describe('readSubstack', async () => {
  await writeFile(zipPath, await substackZip(await readFile(join(dir, 'posts.csv'))));
  const read = await readAll(readSubstack, zipPath, { now: new Date('2025-01-01T00:00:00Z') });

  it('reads a published post: slug from post_id, body from posts/<post_id>.html, subtitle as excerpt', () => {
    const post = read.item('139845123.cartas-desde-lisboa');
    expect(post).toMatchObject({
      kind: 'post',
      title: 'Cartas desde Lisboa',
      slug: 'cartas-desde-lisboa',
      excerpt: 'Tranvías, azulejos y un café "pingado"',
      status: 'published',
      publishedAt: new Date('2024-03-04T08:30:00Z'),
      authorKey: null,
      categoryKeys: [],
      tagKeys: [],
    });
    expect(post.html).toContain(
      '<img src="https://substack-post-media.s3.amazonaws.com/public/images/tranvia.jpeg" alt="Tranvía 28">',
    );
  });

  it('imports drafts and paid posts as drafts and a podcast as a post linking its audio; leaves threads out', () => {
    expect(read.items.map((i) => [i.key, i.status])).toEqual([
      ['139845123.cartas-desde-lisboa', 'published'],
      ['139845124.para-suscriptores', 'draft'],
      ['139845125.borrador-de-oporto', 'draft'],
      ['139845126.episodio-1', 'published'],
    ]);
    expect(read.item('139845125.borrador-de-oporto').publishedAt).toBeNull();
    expect(read.item('139845123.cartas-desde-lisboa').oldAddresses).toEqual([
      '/p/cartas-desde-lisboa',
    ]);
    expect(read.item('139845124.para-suscriptores').publishedAt).toBeNull();
    expect(read.warnings[0]?.message).toContain('solo para suscriptores; se importa como borrador');
    expect(read.item('139845126.episodio-1').html).toBe(
      '<p><a href="https://api.substack.com/feed/podcast/139845126.mp3">Escuchar el episodio</a></p>\n<p>Transcripción del episodio.</p>',
    );
    expect(read.warnings.map((w) => w.key)).toEqual([
      '139845124.para-suscriptores',
      '139845126.episodio-1',
      '139845127.hablemos',
    ]);
  });

  it('reads the same export from a folder', async () => {
    const fromFolder = await readAll(readSubstack, dir, { now: new Date('2025-01-01T00:00:00Z') });
    expect(fromFolder.items).toEqual(read.items);
  });

  it('refuses a posts.csv with broken quoting, naming the line', async () => {
    await writeFile(brokenPath, await substackZip(await readFile(fixture('substack-broken.csv'))));
    await expect(readAll(readSubstack, brokenPath)).rejects.toMatchObject({
      code: 'csv-invalido',
      message: expect.stringContaining('línea 3'),
    });
  });
});
