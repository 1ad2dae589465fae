import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `La carpeta de datos ${dataDir} ya está en uso por otro proceso de Bitácora (pid ${pid}). ` +
        `Detén ese proceso o usa otro DATA_DIR. / The data folder ${dataDir} is already in use by ` +
        `another Bitácora process (pid ${pid}): stop it or use another DATA_DIR.`,
    );
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export interface PidLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes `DATA_DIR/bitacora.pid`, because two processes on one PGlite folder corrupt it
 * silently. A file left by a dead process is taken over; a live owner is an error.
 */
export function acquirePidLock(dataDir: string): PidLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'bitacora.pid');
  // Write the pid beside the lock, then hard-link it into place: the link is atomic and fails
  // when the lock exists, so no reader ever sees an empty lock file.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${process.pid}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.linkSync(temp, file);
        return {
          file,
          release() {
            if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readPid(file);
      if (owner === process.pid) {
        throw new DataDirLockedError(dataDir, owner);
      }
      if (owner !== undefined && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      // Stale (or unreadable) lock: remove it only if it still holds what we read.
      if (readPid(file) === owner) fs.rmSync(file, { force: true });
    }
    throw new DataDirLockedError(dataDir, readPid(file) ?? 0);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
