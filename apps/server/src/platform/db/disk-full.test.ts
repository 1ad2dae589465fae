import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diskFullMessage, isDiskFull } from './disk-full.ts';

/** Node's own error for a write to a full device (Linux's /dev/full is always full). */
function nodeDiskFullError(): unknown {
  try {
    fs.writeFileSync('/dev/full', 'x');
  } catch (error) {
    return error;
  }
  return { code: 'ENOSPC' };
}

/** The shape of what PGlite's Emscripten file system throws: `ErrnoError` with errno 51. */
class ErrnoError extends Error {
  override name = 'ErrnoError';
  readonly errno: number;
  constructor(errno: number) {
    super('');
    this.errno = errno;
  }
}

describe('a full disk at start', () => {
  it('is recognised from PGlite, Node and PostgreSQL errors, also when wrapped', () => {
    expect(isDiskFull(new ErrnoError(51))).toBe(true);
    expect(isDiskFull(nodeDiskFullError())).toBe(true);
    expect(isDiskFull(Object.assign(new Error('could not extend file'), { code: '53100' }))).toBe(
      true,
    );
    expect(isDiskFull(new Error('migration failed', { cause: new ErrnoError(51) }))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
  });

  it('other errors are not a full disk', () => {
    expect(isDiskFull(new ErrnoError(44))).toBe(false);
    expect(isDiskFull(Object.assign(new Error('x'), { code: 'EACCES' }))).toBe(false);
    expect(isDiskFull(new Error('x'))).toBe(false);
    expect(isDiskFull('ENOSPC')).toBe(false);
    expect(isDiskFull(undefined)).toBe(false);
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(isDiskFull(loop)).toBe(false);
  });

  it('says in Spanish that the disk is full and names the data folder', () => {
    const message = diskFullMessage({ dataDir: '/srv/bitacora', databaseUrl: undefined });
    expect(message).toContain('el disco está lleno');
    expect(message).toContain('/srv/bitacora');
    expect(message).toContain('DATA_DIR');
    expect(message).not.toContain('ErrnoError');
    expect(
      diskFullMessage({ dataDir: '/srv/bitacora', databaseUrl: 'postgres://db/bitacora' }),
    ).toContain('PostgreSQL');
  });
});
