import { open } from 'node:fs/promises';

/** The first bytes of a file, for telling formats apart by content. */
export async function headOf(file: string, bytes = 64 * 1024): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A zip starts with a local file header, or with the end record when it is empty. */
export const looksLikeZip = (head: Buffer) =>
  head.length >= 4 &&
  head[0] === 0x50 &&
  head[1] === 0x4b &&
  ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));

export async function isZip(file: string): Promise<boolean> {
  return looksLikeZip(await headOf(file, 4));
}
