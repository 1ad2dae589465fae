import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../platform/db/migrations-folder.ts';

const folders: string[] = [];

/**
 * The migrations folder as it was before the migration whose tag is `tag` or ends with `_tag`
 * (its number may change when another lands first): a copy with the journal cut just ahead of
 * it. {@link removeMigrationCopies} deletes the copies.
 */
export function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bitacora-migrations-'));
  folders.push(folder);
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex(
    (entry) => entry.tag === tag || entry.tag.endsWith(`_${tag}`),
  );
  if (at < 1) throw new Error(`no migration ${tag} after the first`);
  fs.writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }, null, 2),
  );
  return folder;
}

/** Deletes the folders {@link migrationsBefore} made. */
export function removeMigrationCopies(): void {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
}
