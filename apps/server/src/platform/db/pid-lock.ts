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

/**
 * When the process started, in clock ticks since boot (Linux's /proc/<pid>/stat, field 22);
 * undefined elsewhere or when the process is gone. A pid and its start time name one process:
 * a pid taken by another program after a reboot, or the same pid 1 in a restarted container,
 * has another start time.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

/** Whether Linux says `pid` runs Node (a lock from before start times were written). */
function runsNode(pid: number): boolean | undefined {
  try {
    const [program] = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return program !== undefined && /(^|\/)node[\d.]*$/.test(program);
  } catch {
    return undefined;
  }
}

interface LockContent {
  pid: number;
  /** The owner's processStartTime, when the platform has one. */
  startTime: string | undefined;
}

function readLock(file: string): LockContent | undefined {
  try {
    const [pidLine, startLine] = fs.readFileSync(file, 'utf8').split('\n');
    const pid = Number.parseInt(pidLine?.trim() ?? '', 10);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    return { pid, startTime: startLine?.trim() || undefined };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function readPid(file: string): number | undefined {
  return readLock(file)?.pid;
}

/** The lock files this process holds, kept across module reloads like the database itself. */
const HELD_KEY = Symbol.for('bitacora.pidLocks');
function heldHere(): Set<string> {
  const g = globalThis as typeof globalThis & { [HELD_KEY]?: Set<string> };
  g[HELD_KEY] ??= new Set();
  return g[HELD_KEY];
}

/**
 * Whether the lock's owner is a Bitácora server still running on this folder. Our own pid
 * counts only when this process took the lock (otherwise the file is from an earlier life
 * with the same pid, as pid 1 in a restarted container). A live pid counts only when it is
 * still the process that wrote the lock: same start time, or, for a lock without one, a Node
 * process. Where /proc is missing, any live pid counts.
 */
function ownerIsLive(file: string, lock: LockContent): boolean {
  if (lock.pid === process.pid) return heldHere().has(file);
  if (!isAlive(lock.pid)) return false;
  const startTime = processStartTime(lock.pid);
  if (startTime === undefined) return true;
  if (lock.startTime !== undefined) return startTime === lock.startTime;
  return runsNode(lock.pid) ?? true;
}

export interface PidLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes `DATA_DIR/bitacora.pid` (the pid, then its start time), because two processes on one
 * PGlite folder corrupt it silently. A file whose owner is not a live Bitácora server on this
 * folder (a dead pid, a pid now used by another program, our own pid from an earlier life) is
 * taken over; a live owner is an error.
 */
export function acquirePidLock(dataDir: string): PidLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'bitacora.pid');
  // Write the pid beside the lock, then hard-link it into place: the link is atomic and fails
  // when the lock exists, so no reader ever sees an empty lock file.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${process.pid}\n${processStartTime(process.pid) ?? ''}\n`, {
    mode: 0o644,
  });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        fs.linkSync(temp, file);
        heldHere().add(file);
        return {
          file,
          release() {
            heldHere().delete(file);
            if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readLock(file);
      if (owner !== undefined && ownerIsLive(file, owner)) {
        throw new DataDirLockedError(dataDir, owner.pid);
      }
      // Stale (or unreadable) lock: remove it only if it still holds what we read.
      if (readPid(file) === owner?.pid) fs.rmSync(file, { force: true });
    }
    throw new DataDirLockedError(dataDir, readPid(file) ?? 0);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
