import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBitacoraZip } from '../../../test/bitacora-zip.ts';
import { fixture } from '../../../test/import-records.ts';
import { makeZip } from '../../../test/make-zip.ts';
import type { ImportFormat } from './bundle.ts';
import { wxrElements } from './formats/wxr-xml.ts';
import { ImportError } from './import-error.ts';
import {
  DEFAULT_IMPORT_LIMITS,
  type ImportLimits,
  importLimits,
  LIMIT_MESSAGES,
} from './import-limits.ts';
import { readImport } from './read-import.ts';

const dir = await mkdtemp(join(tmpdir(), 'import-limits-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function refusal(file: string, format: ImportFormat, limits: Partial<ImportLimits>) {
  let items = 0;
  const error = await (async () => {
    for await (const record of readImport(file, format, { limits })) {
      if (record.type === 'item') items += 1;
    }
  })().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportError);
  expect(error).toMatchObject({ code: 'importacion-demasiado-grande' });
  return { message: (error as Error).message, items };
}

describe('what one import may hold', () => {
  it.each([
    ['wordpress', fixture('wordpress-4.xml')],
    ['ghost', fixture('ghost-6.json')],
    ['substack', fixture('substack')],
    ['markdown', fixture('markdown')],
  ] as const)(
    'stops a %s export past its number of items, with the reason in Spanish',
    async (format, file) => {
      const limits = importLimits({ maxItems: 1 });
      const { message, items } = await refusal(file, format, limits);
      expect(message).toBe(LIMIT_MESSAGES.items(limits));
      expect(message).toContain('más de 1 entradas y páginas');
      expect(items).toBe(1);
    },
  );

  it('stops a WordPress export at an item larger than one item may be', async () => {
    const limits = importLimits({ maxItemBytes: 10 });
    const { message } = await refusal(fixture('wordpress-4.xml'), 'wordpress', limits);
    expect(message).toBe(LIMIT_MESSAGES.item(limits));
  });

  it('reads a Bitácora export as a stream, post by post, and stops past its number of items', async () => {
    const file = join(dir, 'cifras.zip');
    await writeBitacoraZip(file, { posts: 5, bodyBytes: 1_000 });
    let read = 0;
    for await (const record of readImport(file, 'bitacora')) if (record.type === 'item') read += 1;
    expect(read).toBe(5);
    const limits = importLimits({ maxItems: 3 });
    const { message, items } = await refusal(file, 'bitacora', limits);
    expect(message).toBe(LIMIT_MESSAGES.items(limits));
    expect(items).toBe(3);
  });

  it('refuses a bitacora.json holding one value larger than an item may be, while reading it', async () => {
    const file = join(dir, 'una-cifra-enorme.zip');
    await writeBitacoraZip(file, { posts: 2, bodyBytes: 3 * 1024 * 1024 });
    const limits = importLimits({ maxItemBytes: 1024 * 1024 });
    const { message, items } = await refusal(file, 'bitacora', limits);
    expect(message).toBe(LIMIT_MESSAGES.item(limits));
    expect(message).toContain('pasa de 1 MB');
    expect(items).toBe(0);
  });

  it('refuses a bitacora.json larger than a main file may be', async () => {
    const file = join(dir, 'demasiadas-cifras.zip');
    await writeBitacoraZip(file, { posts: 40, bodyBytes: 100_000 });
    const limits = importLimits({ maxMainFileBytes: 1024 * 1024 });
    const { message } = await refusal(file, 'bitacora', limits);
    expect(message).toBe(LIMIT_MESSAGES.mainFile('bitacora.json', limits));
  });

  it('reads WordPress as a stream, refusing an element larger than an item while it is read', async () => {
    const read = async () => {
      for await (const _ of wxrElements(fixture('wordpress-4.xml'), new Set(['item']), 50)) {
        // each element is handed out on its own
      }
    };
    await expect(read()).rejects.toMatchObject({
      code: 'importacion-demasiado-grande',
      message: LIMIT_MESSAGES.item(importLimits({ maxItemBytes: 50 })),
    });
  });

  const huge = `${'9'.repeat(DEFAULT_IMPORT_LIMITS.maxItemBytes)}\n`;

  it('refuses a Markdown file larger than an item may be', async () => {
    const folder = join(dir, 'markdown');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'pequeño.md'), '# Hola\n');
    await writeFile(join(folder, 'enorme.md'), huge);
    const { message } = await refusal(folder, 'markdown', {});
    expect(message).toBe(LIMIT_MESSAGES.file('enorme.md', DEFAULT_IMPORT_LIMITS));
  });

  it('refuses a Substack post larger than an item may be', async () => {
    const file = join(dir, 'substack.zip');
    await writeFile(
      file,
      makeZip([
        {
          name: 'posts.csv',
          data: 'post_id,post_date,is_published,type,audience,title\n1.enorme,2024-03-04T08:30:00.000Z,true,newsletter,everyone,Enorme\n',
        },
        { name: 'posts/1.enorme.html', data: huge, store: true },
      ]),
    );
    const { message } = await refusal(file, 'substack', {});
    expect(message).toBe(LIMIT_MESSAGES.file('posts/1.enorme.html', DEFAULT_IMPORT_LIMITS));
  });
});
