import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';

/**
 * What a prebuilt embedded database is made from: the migrations, the versions of the code that
 * reads and writes them, and any further files (the demo seed). The same inputs give the same
 * database, so a template is named by this key and a change of any input makes a new one.
 */
export function templateKey(
  options: { migrationsFolder?: string; extraFiles?: readonly string[] } = {},
): string {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    // The package's own package.json, found from its entry point (not every package exports it).
    let dir = path.dirname(require.resolve(name));
    while (!fs.existsSync(path.join(dir, 'package.json')) || !dir.endsWith(name)) {
      if (path.dirname(dir) === dir) throw new Error(`no package.json found for ${name}`);
      dir = path.dirname(dir);
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    hash.update(`${name}@${pkg.version}\n`);
  }
  const folder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(folder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(`${file}\n`).update(fs.readFileSync(full));
  }
  for (const file of options.extraFiles ?? []) {
    hash.update(`${path.basename(file)}\n`).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds a template folder once: in a folder of its own, renamed into place when complete, so a
 * reader never sees half of one. When another builder got there first, its copy is kept.
 * `complete` tells a finished template from a folder left incomplete (a temporary-files sweep
 * emptied part of it), which is built again.
 */
export async function buildTemplateOnce(
  target: string,
  complete: (dir: string) => boolean,
  build: (dir: string) => Promise<void>,
): Promise<void> {
  if (complete(target)) return;
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const dir = fs.mkdtempSync(`${target}-building-`);
  try {
    await build(dir);
    try {
      fs.renameSync(dir, target);
    } catch (error) {
      if (!complete(target)) throw error;
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
