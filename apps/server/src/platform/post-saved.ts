import type { Queryable } from './db/client.ts';

/** A post as a published save left it, inside the save's transaction. */
export interface SavedPost {
  id: number;
  blogId: number;
  revision: number;
}

export type PublishedPostSaved = (tx: Queryable, post: SavedPost) => Promise<void>;

const listeners = new Set<PublishedPostSaved>();

/**
 * What a feature does on each save of a published post (its publication, an edit): content
 * calls these without knowing who listens, so a feature that reads content (and so cannot be
 * imported by it) still learns of publications. The composition (app.ts) registers them once.
 */
export function onPublishedPostSaved(listener: PublishedPostSaved): void {
  listeners.add(listener);
}

/** Runs every listener in the save's transaction, in the order they were registered. */
export async function publishedPostSaved(tx: Queryable, post: SavedPost): Promise<void> {
  for (const listener of listeners) await listener(tx, post);
}
