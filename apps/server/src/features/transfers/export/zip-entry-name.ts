import type yazl from 'yazl';
import { ownBytes } from '../../../platform/memory/own-bytes.ts';

/**
 * yazl keeps every entry's name until the zip ends, as `Buffer.from(name)`: a slice of node's
 * shared 64 KiB pool, where the compressed chunks written meanwhile are allocated too, so each
 * name held a slab of them alive (150 MiB at 2 400 entries of a 10 000-post export). The last
 * entry's name is copied into bytes of its own.
 */
export function ownName(zip: yazl.ZipFile) {
  const entry = (zip as unknown as { entries?: { utf8FileName?: Buffer }[] }).entries?.at(-1);
  const name = entry?.utf8FileName;
  if (!entry || !name) return;
  entry.utf8FileName = ownBytes(name);
}
