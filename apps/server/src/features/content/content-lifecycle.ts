import type { WritableContentStatus } from '@bitacora/domain';
import { CONTENT_STATUSES, type ContentStatus, validateScheduledAt } from '@bitacora/domain';
import { invalidField } from '../../platform/http/errors.ts';

/*
 * The status rules shared by posts and pages (docs/decisions/014-scheduling-and-trash.md):
 * DRAFT ⇄ PUBLISHED ⇄ SCHEDULED by a save; SCHEDULED → PUBLISHED by the sweep at `publishAt`;
 * any of them → TRASHED by a delete, and back by a restore.
 */

export interface LifecycleRow {
  status: string;
  publishedAt: Date | null;
  publishAt: Date | null;
  trashedAt: Date | null;
  statusBeforeTrash: string | null;
}

export interface LifecycleChanges {
  status?: ContentStatus;
  publishedAt?: Date | null;
  publishAt?: Date | null;
  trashedAt?: Date | null;
  statusBeforeTrash?: string | null;
}

/**
 * What a save's `status` and `publishAt` change, `current` being null for a new row. A scheduled
 * save needs a time still to come; publishing keeps the first publication date; leaving
 * SCHEDULED forgets the time.
 */
export function statusChanges(
  current: LifecycleRow | null,
  input: { status?: WritableContentStatus | undefined; publishAt?: Date | null | undefined },
  now: Date,
): LifecycleChanges {
  const status = input.status ?? (current?.status as ContentStatus | undefined) ?? 'DRAFT';
  if (status === 'SCHEDULED') {
    const publishAt =
      input.publishAt !== undefined ? input.publishAt : (current?.publishAt ?? null);
    // An untouched schedule is left as it is, even if its minute is passing as the form saves.
    const unchanged =
      current?.status === 'SCHEDULED' &&
      input.publishAt === undefined &&
      current.publishAt !== null;
    if (!unchanged) {
      const problem = validateScheduledAt(publishAt, now);
      if (problem !== null) throw invalidField('publishAt', problem);
    }
    return input.status === undefined && input.publishAt === undefined ? {} : { status, publishAt };
  }
  if (input.status === undefined) return {};
  const changes: LifecycleChanges = { status: input.status, publishAt: null };
  if (input.status === 'PUBLISHED' && (current?.publishedAt ?? null) === null) {
    changes.publishedAt = now;
  }
  return changes;
}

/**
 * A delete, of one item or in bulk: into the trash, remembering the state a restore gives back.
 * It moves the revision on (from the locked row's value, as a save does), so an editor opened
 * before it is refused with the edit conflict instead of writing over it once the item is
 * restored (docs/decisions/011-edit-conflicts-revisions-autosave.md).
 */
export function trashChanges(
  current: LifecycleRow & { revision: number },
  now: Date,
): LifecycleChanges & { revision: number } {
  return {
    status: 'TRASHED',
    trashedAt: now,
    statusBeforeTrash: current.status,
    revision: current.revision + 1,
  };
}

/**
 * A restore: the state it had, except a schedule whose minute passed in the trash, which
 * comes back as a draft rather than going public unannounced.
 */
export function restoreChanges(current: LifecycleRow, now: Date): LifecycleChanges {
  const before = (CONTENT_STATUSES as readonly string[]).includes(current.statusBeforeTrash ?? '')
    ? (current.statusBeforeTrash as ContentStatus)
    : 'DRAFT';
  const overdue =
    before === 'SCHEDULED' &&
    (current.publishAt === null || current.publishAt.getTime() <= now.getTime());
  const status = before === 'TRASHED' || overdue ? 'DRAFT' : before;
  return {
    status,
    trashedAt: null,
    statusBeforeTrash: null,
    ...(status !== 'SCHEDULED' && { publishAt: null }),
  };
}
