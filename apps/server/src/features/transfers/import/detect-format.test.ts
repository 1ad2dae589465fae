import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixture } from '../../../test/import-records.ts';
import { makeZip, type ZipFileSpec } from '../../../test/make-zip.ts';
import { detectFormat } from './detect-format.ts';
import { ImportError } from './import-error.ts';
import { readImport } from './read-import.ts';

const dir = await mkdtemp(join(tmpdir(), 'detect-format-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
let n = 0;
async function file(data: Buffer | string, name = `${n++}.upload`) {
  const path = join(dir, name);
  await writeFile(path, data);
  return path;
}
const zip = (files: ZipFileSpec[]) => file(makeZip(files));

async function unknownFormat(path: string) {
  const error = await detectFormat(path).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportError);
  expect(error).toMatchObject({ code: 'formato-desconocido' });
  expect((error as Error).message).toContain('Se aceptan: una exportación de WordPress');
}

describe('detectFormat', () => {
  it('tells WordPress and Ghost files by content, whatever their name', async () => {
    expect(await detectFormat(fixture('wordpress-6.xml'))).toBe('wordpress');
    expect(await detectFormat(fixture('wordpress-4.xml'))).toBe('wordpress');
    expect(await detectFormat(fixture('ghost-5.json'))).toBe('ghost');
    expect(
      await detectFormat(await file(await readFile(fixture('ghost-6.json')), 'export.zip')),
    ).toBe('ghost');
    const wxr11 =
      '\uFEFF<?xml version="1.0"?>\n<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.1/"><channel></channel></rss>';
    expect(await detectFormat(await file(wxr11))).toBe('wordpress');
    expect(await detectFormat(await file('{"data":{"posts":[],"tags":[]}}'))).toBe('ghost');
  });

  it('tells zips by the files they hold', async () => {
    expect(await detectFormat(await zip([{ name: 'bitacora.json', data: '{}' }]))).toBe('bitacora');
    expect(
      await detectFormat(
        await zip([
          { name: 'posts.csv', data: 'post_id\n' },
          { name: 'posts/1.hola.html', data: '<p>hola</p>' },
        ]),
      ),
    ).toBe('substack');
    expect(
      await detectFormat(
        await zip([
          { name: 'content/images/2024/01/a.jpg', data: randomBytes(100) },
          {
            name: 'mi-blog.ghost.2024-06-01-10-00-00.json',
            data: await readFile(fixture('ghost-5.json')),
          },
        ]),
      ),
    ).toBe('ghost');
    expect(
      await detectFormat(
        await zip([
          { name: 'sitio/notas.json', data: '{"a":1}' },
          { name: 'sitio/_posts/2024-01-01-hola.md', data: '# Hola' },
        ]),
      ),
    ).toBe('markdown');
    expect(await detectFormat(fixture('markdown'))).toBe('markdown');
  });

  it('refuses, listing what is accepted, anything else', async () => {
    await unknownFormat(await file(randomBytes(4096)));
    await unknownFormat(fixture('pixel.png'));
    await unknownFormat(fixture('not-ghost.json'));
    await unknownFormat(await file('<?xml version="1.0"?><rss version="2.0"><channel/></rss>'));
    await unknownFormat(await file('<html><body>hola</body></html>'));
    await unknownFormat(await file(''));
    await unknownFormat(await zip([{ name: 'foto.jpg', data: randomBytes(100) }]));
  });

  it('refuses a dangerous zip before looking into it', async () => {
    const path = await zip([{ name: '../evil.md', data: '# mal' }]);
    await expect(detectFormat(path)).rejects.toMatchObject({ code: 'zip-ruta-insegura' });
  });
});

describe('readImport', () => {
  it('reads each format it is told', async () => {
    const keys = async (path: string, format: Parameters<typeof readImport>[1]) => {
      const out: string[] = [];
      for await (const r of readImport(path, format)) if (r.type === 'item') out.push(r.item.key);
      return out;
    };
    expect(await keys(fixture('wordpress-4.xml'), 'wordpress')).toEqual(['7', '8']);
    expect(await keys(fixture('ghost-6.json'), 'ghost')).toEqual(['68a001', '68a002', '68a003']);
    expect(await keys(fixture('substack'), 'substack')).toHaveLength(4);
    expect((await keys(fixture('markdown'), 'markdown')).length).toBe(9);
    await expect(keys(fixture('ghost-5.json'), 'bitacora')).rejects.toThrow(ImportError);
  });

  it('reads a Ghost export zipped with its images', async () => {
    const path = await zip([
      { name: 'export/content/images/2025/02/playa.jpg', data: randomBytes(10) },
      { name: 'export/ghost.json', data: await readFile(fixture('ghost-6.json')) },
    ]);
    const items: string[] = [];
    for await (const r of readImport(path, 'ghost')) if (r.type === 'item') items.push(r.item.key);
    expect(items).toEqual(['68a001', '68a002', '68a003']);
  });
});
