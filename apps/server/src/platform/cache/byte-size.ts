/**
 * What a cache entry costs in the V8 heap, estimated: what the caches' byte bounds count. Close
 * to V8's own sizes on 64-bit with pointer compression (a string's 12-byte header and one byte a
 * character, two when it has any beyond Latin-1; 4 bytes a property or element slot; objects'
 * headers), within a few tens of percent, which is all a bound needs; shared values are counted
 * each time they are reached.
 */
export function estimateBytes(value: unknown): number {
  return sizeOf(value, 0);
}

/** Nested deeper than this, a value counts as its header only (cached rows are shallow). */
const MAX_DEPTH = 16;
const HEADER = 16;
const SLOT = 4;

function sizeOf(value: unknown, depth: number): number {
  switch (typeof value) {
    case 'string':
      return stringBytes(value);
    case 'number':
      // A small integer fits in its slot; anything else is a boxed double.
      return Number.isInteger(value) ? 0 : 12;
    case 'bigint':
      return HEADER + 8;
    case 'object':
      break;
    default:
      return 0;
  }
  if (value === null) return 0;
  if (ArrayBuffer.isView(value)) return HEADER * 4 + value.byteLength;
  if (value instanceof ArrayBuffer) return HEADER * 3 + value.byteLength;
  if (value instanceof Date) return HEADER + 8;
  if (depth >= MAX_DEPTH) return HEADER;
  if (Array.isArray(value)) {
    let bytes = HEADER * 2 + value.length * SLOT;
    for (const item of value) bytes += sizeOf(item, depth + 1);
    return bytes;
  }
  if (value instanceof Map) {
    let bytes = HEADER * 4;
    for (const [key, item] of value)
      bytes += SLOT * 3 + sizeOf(key, depth + 1) + sizeOf(item, depth + 1);
    return bytes;
  }
  if (value instanceof Set) {
    let bytes = HEADER * 4;
    for (const item of value) bytes += SLOT * 2 + sizeOf(item, depth + 1);
    return bytes;
  }
  let bytes = HEADER;
  for (const key in value) {
    // Keys are shared by the objects of one shape: only the slot is this object's.
    bytes += SLOT + sizeOf((value as Record<string, unknown>)[key], depth + 1);
  }
  return bytes;
}

function stringBytes(text: string): number {
  // A two-byte string when any character is beyond Latin-1.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the Latin-1 range is the point.
  const width = /[^\u0000-\u00ff]/.test(text) ? 2 : 1;
  return 12 + text.length * width;
}
