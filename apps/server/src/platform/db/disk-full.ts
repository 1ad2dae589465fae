import { errorChain } from './error-chain.ts';

/** Emscripten's errno for ENOSPC: what PGlite's file system throws when the disk is full. */
const EMSCRIPTEN_ENOSPC = 51;
/** PostgreSQL's SQLSTATE disk_full. */
const POSTGRES_DISK_FULL = '53100';

/**
 * Whether an error, or any error it wraps, says the disk is full: Node's ENOSPC or EDQUOT, PGlite's
 * `ErrnoError 51`, or PostgreSQL's disk_full.
 */
export function isDiskFull(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const e = link as { code?: unknown; errno?: unknown; name?: unknown };
    // EDQUOT: the user's quota on the disk is used up, which is a full disk to this user.
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === POSTGRES_DISK_FULL) return true;
    if (e.name === 'ErrnoError' && e.errno === EMSCRIPTEN_ENOSPC) return true;
  }
  return false;
}

/** The start's message for a full disk, naming the folder that needs room. */
export function diskFullMessage(where: {
  dataDir: string;
  databaseUrl: string | undefined;
}): string {
  const database = where.databaseUrl
    ? ' (o el del servidor de PostgreSQL, si el error viene de la base de datos)'
    : '';
  return (
    `No se pudo iniciar Bitácora: el disco está lleno. No queda espacio en el disco de la ` +
    `carpeta de datos ${where.dataDir}${database}. Libera espacio o indica otra carpeta con DATA_DIR.`
  );
}
