import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { ownName } from './zip-entry-name.ts';

type Entry = { utf8FileName: Buffer };

describe('ownName', () => {
  it('gives the zip entry just added a name with bytes of its own, not a slice of the pool', () => {
    const zip = new yazl.ZipFile();
    const names = ['posts/uno.md', 'posts/dos.md', 'media/año/foto.jpg'];
    for (const name of names) {
      zip.addReadStreamLazy(name, {}, (callback) => callback(null, Readable.from([])));
      ownName(zip);
    }
    const entries = (zip as unknown as { entries: Entry[] }).entries;
    expect(entries.map((entry) => entry.utf8FileName.toString('utf8'))).toEqual(names);
    for (const entry of entries)
      expect(entry.utf8FileName.buffer.byteLength).toBe(entry.utf8FileName.length);
  });

  it('is needed: yazl alone keeps a name in a slab of the shared pool', () => {
    const zip = new yazl.ZipFile();
    zip.addReadStreamLazy('posts/uno.md', {}, (callback) => callback(null, Readable.from([])));
    const [entry] = (zip as unknown as { entries: Entry[] }).entries;
    expect(entry?.utf8FileName.buffer.byteLength).toBe(Buffer.poolSize);
  });
});
