import { createRequire } from 'node:module';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import type yauzl from 'yauzl';
import { ImportError } from '../import-error.ts';

/**
 * Limits on an uploaded zip. Sizes are counted while inflating: a header can say anything, so a
 * declared size is only used to refuse early and as a bound the inflated bytes must not pass.
 */
export interface ZipLimits {
  /** All entries together, uncompressed. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Uncompressed over compressed, past which an entry is taken for a zip bomb. */
  maxRatio: number;
  /** Below this many uncompressed bytes the ratio is not judged: a small text compresses well. */
  ratioFloorBytes: number;
  maxEntries: number;
}

const GIB = 1024 ** 3;
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 2 * GIB,
  maxEntryBytes: GIB,
  maxRatio: 200,
  ratioFloorBytes: 1024 ** 2,
  maxEntries: 100_000,
};

export interface ZipEntry {
  /** The path inside the archive, with `/` separators; a folder's ends in `/`. */
  name: string;
  isDirectory: boolean;
  /** As the header declares it; never trusted past refusing early. */
  declaredSize: number;
  compressedSize: number;
}

const number = new Intl.NumberFormat('es', { maximumFractionDigits: 1 });
const mb = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${number.format(bytes / 1024 ** 3)} GB`
    : bytes >= 1024 ** 2
      ? `${number.format(bytes / 1024 ** 2)} MB`
      : `${number.format(bytes / 1024)} KB`;

/** Refuses a name that could land outside the folder it is extracted to, or means another file elsewhere. */
export function unsafeEntryNameReason(name: string): string | null {
  if (name.includes('\\')) return 'contiene barras invertidas';
  if (name.startsWith('/')) return 'es una ruta absoluta';
  if (/^[a-zA-Z]:/.test(name)) return 'empieza por una letra de unidad';
  if (name.includes('\0')) return 'contiene caracteres no válidos';
  if (name.split('/').some((part) => part === '..')) return 'sube de carpeta con «..»';
  return null;
}

let zipLibrary: typeof yauzl | undefined;

/** yauzl, required at the first ZIP opened rather than at start. */
function zipLib(): typeof yauzl {
  zipLibrary ??= createRequire(import.meta.url)('yauzl') as typeof yauzl;
  return zipLibrary;
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    zipLib().open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false },
      (err, zip) => {
        if (err || !zip) {
          reject(
            new ImportError('zip-invalido', 'El archivo ZIP está dañado o no es un ZIP.', {
              cause: err,
            }),
          );
        } else {
          resolve(zip);
        }
      },
    );
  });
}

function readCentralDirectory(zip: yauzl.ZipFile, limits: ZipLimits): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    const fail = (error: unknown) => {
      zip.removeAllListeners();
      zip.close();
      reject(
        error instanceof ImportError
          ? error
          : new ImportError('zip-invalido', 'El archivo ZIP está dañado.', { cause: error }),
      );
    };
    zip.on('error', fail);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.length >= limits.maxEntries) {
        fail(
          new ImportError(
            'zip-demasiadas-entradas',
            `El ZIP tiene más de ${limits.maxEntries} archivos; no se importa.`,
          ),
        );
        return;
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/**
 * Counts what an entry inflates to and stops it when it passes its declared size, the per-entry
 * limit, what is left of the total, or a plausible compression ratio.
 */
class InflateGuard extends Transform {
  private seen = 0;
  private readonly entry: ZipEntry;
  private readonly limits: ZipLimits;
  private readonly remainingTotal: number;
  private readonly onBytes: (n: number) => void;

  constructor(
    entry: ZipEntry,
    limits: ZipLimits,
    remainingTotal: number,
    onBytes: (n: number) => void,
  ) {
    super();
    this.entry = entry;
    this.limits = limits;
    this.remainingTotal = remainingTotal;
    this.onBytes = onBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    this.onBytes(chunk.length);
    const error = this.check();
    if (error) done(error);
    else done(null, chunk);
  }

  private check(): ImportError | null {
    const { entry, limits, seen } = this;
    if (seen > limits.maxEntryBytes) {
      return new ImportError(
        'zip-demasiado-grande',
        `«${entry.name}» ocupa más de ${mb(limits.maxEntryBytes)} descomprimido; no se importa.`,
      );
    }
    if (seen > this.remainingTotal) {
      return new ImportError(
        'zip-demasiado-grande',
        `El ZIP ocupa más de ${mb(limits.maxTotalBytes)} descomprimido; no se importa.`,
      );
    }
    if (seen > entry.declaredSize) {
      return new ImportError(
        'zip-compresion-sospechosa',
        `«${entry.name}» se descomprime en más bytes de los que declara: el ZIP está manipulado.`,
      );
    }
    if (
      seen > limits.ratioFloorBytes &&
      seen / Math.max(entry.compressedSize, 1) > limits.maxRatio
    ) {
      return new ImportError(
        'zip-compresion-sospechosa',
        `«${entry.name}» se comprime de forma sospechosa (más de ${limits.maxRatio} a 1); parece una bomba ZIP y no se importa.`,
      );
    }
    return null;
  }
}

/**
 * An uploaded zip, open for random access: its entries are listed and checked once at open, and
 * each entry is read as a stream on demand (an import reads some entries twice, so the total
 * counts each entry once, by the most it has inflated to).
 */
export class ZipArchive {
  readonly entries: readonly ZipEntry[];
  private readonly zip: yauzl.ZipFile;
  private readonly raw: Map<string, yauzl.Entry>;
  private readonly limits: ZipLimits;
  private readonly inflated = new Map<string, number>();

  private constructor(zip: yauzl.ZipFile, raw: Map<string, yauzl.Entry>, limits: ZipLimits) {
    this.zip = zip;
    this.raw = raw;
    this.limits = limits;
    this.entries = [...raw.entries()].map(([name, e]) => ({
      name,
      isDirectory: name.endsWith('/'),
      declaredSize: e.uncompressedSize,
      compressedSize: e.compressedSize,
    }));
  }

  static async open(path: string, limits: Partial<ZipLimits> = {}): Promise<ZipArchive> {
    const all = { ...DEFAULT_ZIP_LIMITS, ...limits };
    const zip = await openZip(path);
    if (zip.entryCount > all.maxEntries) {
      zip.close();
      throw new ImportError(
        'zip-demasiadas-entradas',
        `El ZIP tiene ${zip.entryCount} archivos, más de los ${all.maxEntries} que se aceptan.`,
      );
    }
    const entries = await readCentralDirectory(zip, all);
    const raw = new Map<string, yauzl.Entry>();
    let declaredTotal = 0;
    try {
      for (const entry of entries) {
        const name = zipLib().getFileNameLowLevel(
          entry.generalPurposeBitFlag,
          entry.fileNameRaw,
          entry.extraFields,
          true,
        );
        const unsafe = unsafeEntryNameReason(name);
        if (unsafe) {
          throw new ImportError(
            'zip-ruta-insegura',
            `El ZIP contiene una ruta no permitida («${name}» ${unsafe}); no se importa.`,
          );
        }
        if (entry.isEncrypted()) {
          throw new ImportError(
            'zip-cifrado',
            `«${name}» está cifrado con contraseña; sube el ZIP sin cifrar.`,
          );
        }
        declaredTotal += entry.uncompressedSize;
        if (entry.uncompressedSize > all.maxEntryBytes) {
          throw new ImportError(
            'zip-demasiado-grande',
            `«${name}» ocupa más de ${mb(all.maxEntryBytes)} descomprimido; no se importa.`,
          );
        }
        if (declaredTotal > all.maxTotalBytes) {
          throw new ImportError(
            'zip-demasiado-grande',
            `El ZIP ocupa más de ${mb(all.maxTotalBytes)} descomprimido; no se importa.`,
          );
        }
        if (
          entry.uncompressedSize > all.ratioFloorBytes &&
          entry.uncompressedSize / Math.max(entry.compressedSize, 1) > all.maxRatio
        ) {
          throw new ImportError(
            'zip-compresion-sospechosa',
            `«${name}» se comprime de forma sospechosa (más de ${all.maxRatio} a 1); parece una bomba ZIP y no se importa.`,
          );
        }
        raw.set(name, entry);
      }
    } catch (error) {
      zip.close();
      throw error;
    }
    return new ZipArchive(zip, raw, all);
  }

  has(name: string): boolean {
    return this.raw.has(name);
  }

  /** The entry's bytes as they inflate; the stream errors with an ImportError past a limit. */
  async openStream(name: string): Promise<Readable> {
    const raw = this.raw.get(name);
    const entry = this.entries.find((e) => e.name === name);
    if (!raw || !entry || entry.isDirectory) {
      throw new ImportError('zip-entrada-no-encontrada', `El ZIP no contiene «${name}».`);
    }
    const stream = await new Promise<Readable>((resolve, reject) => {
      this.zip.openReadStream(raw, (err, s) => {
        if (err || !s) {
          reject(
            new ImportError('zip-invalido', `No se puede leer «${name}» del ZIP.`, { cause: err }),
          );
        } else {
          resolve(s);
        }
      });
    });
    const otherEntries = [...this.inflated].reduce(
      (sum, [n, bytes]) => (n === name ? sum : sum + bytes),
      0,
    );
    let seen = 0;
    const guard = new InflateGuard(
      entry,
      this.limits,
      this.limits.maxTotalBytes - otherEntries,
      (n) => {
        seen += n;
        this.inflated.set(name, Math.max(this.inflated.get(name) ?? 0, seen));
      },
    );
    stream.on('error', (error) => {
      guard.destroy(
        error instanceof ImportError
          ? error
          : new ImportError('zip-invalido', `«${name}» está dañado dentro del ZIP.`, {
              cause: error,
            }),
      );
    });
    guard.on('close', () => stream.destroy());
    return stream.pipe(guard);
  }

  async readBytes(name: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.openStream(name)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async readText(name: string): Promise<string> {
    return (await this.readBytes(name)).toString('utf8').replace(/^\uFEFF/, '');
  }

  close(): void {
    this.zip.close();
  }
}
