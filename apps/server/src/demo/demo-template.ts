import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTemplateOnce, templateKey } from '../platform/db/template.ts';

/**
 * Where the demo template is kept (docs/decisions/036-demo-data-template.md): beside the
 * installed packages, so a new install or an `npm ci` starts without it and the next build makes
 * it again.
 */
export const TEMPLATE_CACHE = fileURLToPath(
  new URL('../../node_modules/.cache/bitacora', import.meta.url),
);

/** The files whose rows the template holds: a change to any of them makes a new template. */
export const DEMO_SEED_FILES = [
  fileURLToPath(new URL('./seed.ts', import.meta.url)),
  fileURLToPath(new URL('./seed-showcase.ts', import.meta.url)),
  fileURLToPath(new URL('./demo-pictures.ts', import.meta.url)),
  fileURLToPath(new URL('../features/content/categories.service.ts', import.meta.url)),
];

/**
 * The demo template for the current migrations and seed: a closed embedded database folder,
 * migrated and seeded, with the demo's pictures processed beside it (they go to the configured
 * storage at start). It may not exist yet; a start then seeds row by row.
 */
export function demoTemplateDir(
  options: { cache?: string; migrationsFolder?: string; seedFiles?: readonly string[] } = {},
): string {
  const key = templateKey({
    migrationsFolder: options.migrationsFolder,
    extraFiles: options.seedFiles ?? DEMO_SEED_FILES,
  });
  return path.join(options.cache ?? TEMPLATE_CACHE, `demo-${key}`, 'db');
}

const isDatabase = (dir: string) => fs.existsSync(path.join(dir, 'db', 'PG_VERSION'));

/**
 * Builds the demo template at `target` (a `demoTemplateDir()`) unless it is there: migrates a new
 * database, or a copy of `migrated` (a closed, migrated database folder), and seeds it.
 */
export async function buildDemoTemplate(
  target: string = demoTemplateDir(),
  migrated?: string,
): Promise<void> {
  if (isDatabase(path.dirname(target))) return;
  // Loaded only to build: a start that finds the template does not need the seed's code.
  const { openDatabase } = await import('../platform/db/client.ts');
  const { seedDemo } = await import('./seed.ts');
  await buildTemplateOnce(path.dirname(target), isDatabase, async (dir) => {
    const dataDir = path.join(dir, 'data');
    if (migrated) fs.cpSync(migrated, path.join(dataDir, 'db'), { recursive: true });
    const handle = await openDatabase({ dataDir });
    try {
      await handle.migrate();
      await seedDemo(handle.db, { showcase: true });
    } finally {
      // Closed before it is moved, so the copies are of a clean database.
      await handle.close();
    }
    // The pictures processed once here: a first start only copies their files.
    const { writeDemoPictures } = await import('./demo-pictures.ts');
    await writeDemoPictures(path.join(dir, 'pictures'));
    fs.renameSync(path.join(dataDir, 'db'), path.join(dir, 'db'));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/** The processed demo pictures beside a template (`demoTemplateDir()`); they may not exist. */
export function demoPicturesDir(template: string = demoTemplateDir()): string {
  return path.join(path.dirname(template), 'pictures');
}

/** Templates other than `keep` (older migrations or seed), which no start will use again. */
export function removeOtherDemoTemplates(keep: string, cache: string = TEMPLATE_CACHE): void {
  if (!fs.existsSync(cache)) return;
  for (const name of fs.readdirSync(cache)) {
    const full = path.join(cache, name);
    // A folder still being built is another build's, which removes it itself.
    if (name.startsWith('demo-') && !name.includes('-building-') && full !== path.dirname(keep))
      fs.rmSync(full, { recursive: true, force: true });
  }
}
