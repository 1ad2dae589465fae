/**
 * Node hands out small buffers as views into a shared 64 KiB slab: `Buffer.from`, and the
 * results of zlib's brotli and gzip, however small. A view that is kept (a cache entry's bytes,
 * a compressed copy, a zip entry's name) keeps its whole slab alive, and with it whatever else
 * was cut from the slab. Kept bytes are copied into memory of their own, of their own size.
 */
export function ownBytes(view: Uint8Array): Buffer {
  if (Buffer.isBuffer(view) && view.byteOffset === 0 && view.byteLength === view.buffer.byteLength)
    return view;
  const own = Buffer.allocUnsafeSlow(view.byteLength);
  own.set(view);
  return own;
}
