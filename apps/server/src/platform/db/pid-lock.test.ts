import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../test/migrated-data-dir.ts';
import { openDatabase } from './client.ts';
import { acquirePidLock, DataDirLockedError, processStartTime } from './pid-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bitacora-lock-'));
  dirs.push(dir);
  return dir;
};
const children: { kill(): unknown }[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  for (const child of children.splice(0)) child.kill();
});

/** A running process of another program, or of Node, and its pid. */
async function running(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  return child.pid as number;
}
const runningNode = () => running(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
const runningSleep = () => running('sleep', ['60']);

function takenOver(content: string) {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'bitacora.pid'), content);
  const lock = acquirePidLock(dir);
  const [pid, startTime] = fs.readFileSync(lock.file, 'utf8').split('\n');
  expect(pid).toBe(String(process.pid));
  expect(startTime).toBe(processStartTime(process.pid) ?? '');
  lock.release();
  expect(fs.existsSync(lock.file)).toBe(false);
}
function refused(content: string) {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'bitacora.pid'), content);
  expect(() => acquirePidLock(dir)).toThrow(DataDirLockedError);
}

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

it('a lock held by a live server is refused: same pid and start time', async () => {
  const pid = await runningNode();
  refused(`${pid}\n${processStartTime(pid) ?? ''}\n`);
});

it('a lock without a start time (an older server) held by a live Node process is refused', async () => {
  refused(`${await runningNode()}\n`);
});

it('a stale lock (dead pid) or a garbled one is taken over', () => {
  for (const content of [`${deadPid()}\n`, 'garbage']) takenOver(content);
});

it('a lock holding our own pid that this process did not take is taken over (pid 1 again)', () => {
  takenOver(`${process.pid}\n`);
  takenOver(`${process.pid}\n1\n`);
});

// /proc tells a pid's program and start time on Linux only; elsewhere a live pid is refused.
describe.runIf(process.platform === 'linux')('a pid now used by another program', () => {
  it('a pid another program now holds is taken over (after a reboot)', async () => {
    const pid = await runningSleep();
    takenOver(`${pid}\n`);
    takenOver(`${pid}\n1\n`);
  });

  it('a Node process with another start time than the lock’s is taken over', async () => {
    takenOver(`${await runningNode()}\n1\n`);
  });
});
