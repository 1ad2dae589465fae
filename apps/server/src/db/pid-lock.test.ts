import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { migratedDataDir } from '../test/migrated-data-dir.ts';
import { openDatabase } from './client.ts';
import { acquirePidLock, DataDirLockedError } from './pid-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bitacora-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A pid that is certainly dead: a child that already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

it('a second open of a DATA_DIR fails with a clear message', async () => {
  // A copy of the run's migrated database: the lock is under test, not building a database.
  const { dir } = migratedDataDir();
  dirs.push(dir);
  const first = await openDatabase({ dataDir: dir });
  try {
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/ya está en uso.*already in use/s);
  } finally {
    await first.close();
  }
  expect(fs.existsSync(path.join(dir, 'bitacora.pid'))).toBe(false);
  const again = await openDatabase({ dataDir: dir });
  await again.close();
});

it('a lock held by a live process is refused', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'bitacora.pid'), `${process.ppid}\n`);
  expect(() => acquirePidLock(dir)).toThrow(DataDirLockedError);
});

it('a stale lock (dead pid) or a garbled one is taken over', () => {
  for (const content of [`${deadPid()}\n`, 'garbage']) {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'bitacora.pid'), content);
    const lock = acquirePidLock(dir);
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  }
});
