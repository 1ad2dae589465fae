import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { ImportError } from '../import-error.ts';
import { DEFAULT_IMPORT_LIMITS, LIMIT_MESSAGES } from '../import-limits.ts';
import { ZipArchive, type ZipLimits } from './zip-reader.ts';

/**
 * The files of an export that comes as many files: an uploaded zip or, for a Markdown site, a
 * folder. Paths are relative to the export's root: a zip made by compressing one folder has that
 * folder looked through, and macOS's `__MACOSX/` and `.DS_Store` leftovers are not listed. An
 * item's `archive:<path>` image is such a path: `openSource(file).readBytes(path)` loads it.
 */
export interface FileSource {
  readonly files: readonly string[];
  has(path: string): boolean;
  openStream(path: string): Promise<Readable>;
  readBytes(path: string): Promise<Buffer>;
  readText(path: string): Promise<string>;
  close(): void;
}

const isLeftover = (path: string) =>
  path.startsWith('__MACOSX/') || path.split('/').at(-1) === '.DS_Store';

/** The one folder every file sits in, if there is one (with its trailing slash), else ''. */
function commonRoot(paths: readonly string[]): string {
  const first = paths[0]?.split('/')[0];
  if (first === undefined || paths.some((p) => !p.startsWith(`${first}/`))) return '';
  return `${first}/`;
}

class ZipSource implements FileSource {
  readonly files: readonly string[];
  private readonly zip: ZipArchive;
  private readonly root: string;

  constructor(zip: ZipArchive) {
    this.zip = zip;
    const names = zip.entries
      .filter((e) => !e.isDirectory && !isLeftover(e.name))
      .map((e) => e.name);
    this.root = commonRoot(names);
    this.files = names.map((n) => n.slice(this.root.length));
  }

  has(path: string) {
    return this.zip.has(this.root + path);
  }
  openStream(path: string) {
    return this.zip.openStream(this.root + path);
  }
  readBytes(path: string) {
    return this.zip.readBytes(this.root + path);
  }
  async readText(path: string) {
    return readTextCapped(await this.openStream(path), path);
  }
  close() {
    this.zip.close();
  }
}

class FolderSource implements FileSource {
  readonly files: readonly string[];
  private readonly dir: string;
  private readonly set: Set<string>;

  constructor(dir: string, files: string[]) {
    this.dir = dir;
    this.files = files;
    this.set = new Set(files);
  }

  has(path: string) {
    return this.set.has(path);
  }
  async openStream(path: string) {
    return createReadStream(join(this.dir, path));
  }
  readBytes(path: string) {
    return readFile(join(this.dir, path));
  }
  async readText(path: string) {
    return readTextCapped(await this.openStream(path), path);
  }
  close() {}
}

/**
 * A text file of an export (a Substack post's body, a Markdown file), refused past the bytes one
 * item may hold while it is read: a hostile file is never held whole.
 */
async function readTextCapped(input: Readable, path: string): Promise<string> {
  const max = DEFAULT_IMPORT_LIMITS.maxItemBytes;
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      bytes += chunk.byteLength;
      if (bytes > max) {
        throw new ImportError(
          'importacion-demasiado-grande',
          LIMIT_MESSAGES.file(path, DEFAULT_IMPORT_LIMITS),
        );
      }
      chunks.push(chunk);
    }
  } finally {
    input.destroy();
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

export async function isFolder(path: string): Promise<boolean> {
  return (await stat(path)).isDirectory();
}

export async function openSource(path: string, limits?: Partial<ZipLimits>): Promise<FileSource> {
  if (await isFolder(path)) {
    const dirents = await readdir(path, { recursive: true, withFileTypes: true });
    const files = dirents
      .filter((d) => d.isFile())
      .map((d) => relative(path, join(d.parentPath, d.name)).split(sep).join('/'))
      .filter((p) => !isLeftover(p))
      .sort();
    return new FolderSource(path, files);
  }
  return new ZipSource(await ZipArchive.open(path, limits));
}
