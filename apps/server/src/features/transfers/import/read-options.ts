import type { ZipLimits } from './archive/zip-reader.ts';
import type { ImportWarning } from './bundle.ts';
import type { ImportLimits } from './import-limits.ts';

export interface ReadOptions {
  /** Called for each thing read that cannot be imported as it is. */
  onWarning?: (warning: ImportWarning) => void;
  zipLimits?: Partial<ZipLimits>;
  /** Replace the defaults of what one import may hold (a test reaches them with a small file). */
  limits?: Partial<ImportLimits>;
  /** Stops the reading between two records. */
  signal?: AbortSignal;
  /** What "now" is, to tell a scheduled item from a published one (tests fix it). */
  now?: Date;
}

export const warner =
  (options: ReadOptions) =>
  (key: string | null, message: string): void =>
    options.onWarning?.({ key, message });
