import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ownBytes } from './own-bytes.ts';

describe('ownBytes', () => {
  it('copies a view into a shared slab into bytes of its own, of its own size', () => {
    const views = [
      Buffer.from('una respuesta pequeña', 'utf8'),
      gzipSync(Buffer.from('hola '.repeat(400))),
      brotliCompressSync(Buffer.from('hola '.repeat(400))),
    ];
    for (const view of views) {
      // What the copy is for: node cuts these from a larger shared slab.
      expect(view.buffer.byteLength).toBeGreaterThan(view.byteLength);
      const own = ownBytes(view);
      expect(own.buffer.byteLength).toBe(view.byteLength);
      expect(own.byteOffset).toBe(0);
      expect(Buffer.compare(own, view)).toBe(0);
      expect(own.buffer).not.toBe(view.buffer);
    }
  });

  it('keeps bytes that already own their memory, and makes a Buffer of a plain array', () => {
    const own = Buffer.allocUnsafeSlow(10).fill(7);
    expect(ownBytes(own)).toBe(own);
    const encoded = new TextEncoder().encode('texto');
    const copy = ownBytes(encoded);
    expect(Buffer.isBuffer(copy)).toBe(true);
    expect(copy.toString('utf8')).toBe('texto');
    expect(copy.buffer.byteLength).toBe(5);
  });
});
