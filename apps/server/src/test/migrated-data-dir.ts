import fs from 'node:fs';
import { inject } from 'vitest';
import { tempDataDir } from './crash-harness.ts';

/**
 * A DATA_DIR whose embedded database is already migrated: a copy of the run's template
 * (global-setup.ts), so the real server starts without building a database first. With
 * PostgreSQL runs there is no such template and the folder starts empty.
 */
export function migratedDataDir(): { dir: string; remove(): void } {
  const data = tempDataDir();
  const template = inject('pgliteDataDir');
  if (template) fs.cpSync(template, data.dir, { recursive: true });
  return data;
}
