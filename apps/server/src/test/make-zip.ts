import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Writes a zip byte by byte, so a test can make archives no well-behaved tool would: names with
 * `..` or backslashes, encrypted flags, headers that lie about sizes.
 */
export interface ZipFileSpec {
  name: string;
  data: Buffer | string;
  /** Stored uncompressed instead of deflated. */
  store?: boolean;
  /** Sets the "encrypted" flag (the data is not really encrypted). */
  encrypted?: boolean;
  /** The uncompressed size written in the headers, instead of the real one. */
  declaredSize?: number;
}

export function makeZip(files: ZipFileSpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = typeof file.data === 'string' ? Buffer.from(file.data) : file.data;
    const body = file.store ? data : deflateRawSync(data);
    const name = Buffer.from(file.name, 'utf8');
    const method = file.store ? 0 : 8;
    const flags = 0x800 | (file.encrypted ? 1 : 0);
    const crc = crc32(data);
    const size = file.declaredSize ?? data.length;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
