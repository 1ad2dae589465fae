import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeZip, type ZipFileSpec } from '../../../../test/make-zip.ts';
import { ImportError } from '../import-error.ts';
import { ZipArchive, type ZipLimits } from './zip-reader.ts';

const dir = await mkdtemp(join(tmpdir(), 'zip-reader-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
let n = 0;
async function zipFile(files: ZipFileSpec[]) {
  const path = join(dir, `${n++}.zip`);
  await writeFile(path, makeZip(files));
  return path;
}
async function openFails(files: ZipFileSpec[], limits: Partial<ZipLimits> = {}) {
  try {
    (await ZipArchive.open(await zipFile(files), limits)).close();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return error as ImportError;
  }
  throw new Error('expected the zip to be refused');
}

// 16 MiB of zeros deflate to about 16 KiB: a thousand to one (the limits make a small bomb enough)
const zeros = Buffer.alloc(16 * 1024 ** 2);

describe('ZipArchive', () => {
  it('lists entries and reads them as bytes and as a stream', async () => {
    const binary = randomBytes(5000);
    const zip = await ZipArchive.open(
      await zipFile([
        { name: 'posts.csv', data: 'a,b\n1,2\n' },
        { name: 'imágenes/foto.bin', data: binary, store: true },
      ]),
    );
    try {
      expect(zip.entries.map((e) => [e.name, e.declaredSize])).toEqual([
        ['posts.csv', 8],
        ['imágenes/foto.bin', 5000],
      ]);
      expect(zip.has('posts.csv')).toBe(true);
      expect(await zip.readText('posts.csv')).toBe('a,b\n1,2\n');
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openStream('imágenes/foto.bin')) chunks.push(chunk);
      expect(Buffer.concat(chunks).equals(binary)).toBe(true);
      await expect(zip.readBytes('no-existe')).rejects.toMatchObject({
        code: 'zip-entrada-no-encontrada',
      });
    } finally {
      zip.close();
    }
  });

  it.each([
    ['../evil.txt', '«..»'],
    ['posts/../../evil.txt', '«..»'],
    ['/etc/passwd', 'absoluta'],
    ['C:/Windows/evil.txt', 'unidad'],
    ['posts\\evil.txt', 'barras invertidas'],
  ])('refuses an entry named %s', async (name, why) => {
    const error = await openFails([
      { name: 'ok.md', data: 'ok' },
      { name, data: 'x' },
    ]);
    expect(error.code).toBe('zip-ruta-insegura');
    expect(error.message).toContain(why);
  });

  it('refuses an encrypted entry', async () => {
    const error = await openFails([{ name: 'secreto.md', data: 'x', encrypted: true }]);
    expect(error.code).toBe('zip-cifrado');
  });

  it('refuses more entries than allowed', async () => {
    const files = ['a', 'b', 'c'].map((name) => ({ name, data: name }));
    expect((await openFails(files, { maxEntries: 2 })).code).toBe('zip-demasiadas-entradas');
  });

  it('refuses what declares more than the total or an entry may hold', async () => {
    const files = [
      { name: 'a', data: randomBytes(600), store: true },
      { name: 'b', data: randomBytes(600), store: true },
    ];
    expect(await openFails(files, { maxTotalBytes: 1000 })).toMatchObject({
      code: 'zip-demasiado-grande',
      message: 'El ZIP ocupa más de 1 KB descomprimido; no se importa.',
    });
    expect(await openFails(files, { maxEntryBytes: 512 })).toMatchObject({
      code: 'zip-demasiado-grande',
      message: '«a» ocupa más de 0,5 KB descomprimido; no se importa.',
    });
  });

  it('refuses a zip bomb that says what it is', async () => {
    const error = await openFails([{ name: 'ceros.md', data: zeros }]);
    expect(error.code).toBe('zip-compresion-sospechosa');
    expect(error.message).toContain('bomba ZIP');
  });

  it('stops a zip bomb that lies about its size while inflating it', async () => {
    const zip = await ZipArchive.open(
      await zipFile([{ name: 'ceros.md', data: zeros, declaredSize: 10_000 }]),
    );
    try {
      const error = await zip.readBytes('ceros.md').catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'zip-compresion-sospechosa' });
    } finally {
      zip.close();
    }
  });

  it('trusts no header: past its declared size an entry stops, whatever the ratio allowed', async () => {
    const lying = await ZipArchive.open(
      await zipFile([{ name: 'ceros.md', data: zeros, declaredSize: 1024 ** 2 }]),
      { maxRatio: 10_000 },
    );
    try {
      await expect(lying.readBytes('ceros.md')).rejects.toMatchObject({
        code: 'zip-compresion-sospechosa',
      });
    } finally {
      lying.close();
    }
  });

  it('refuses a file that is not a zip', async () => {
    const path = join(dir, 'no.zip');
    await writeFile(path, randomBytes(2000));
    await expect(ZipArchive.open(path)).rejects.toMatchObject({ code: 'zip-invalido' });
  });
});
