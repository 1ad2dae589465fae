import { browserStorage, type StringStorage } from '../../session/session-storage.ts';

/**
 * What the browser remembers of a blog's first steps (docs/decisions/052-dashboard-first-steps.md):
 * whether its address was shared from here and whether the list was hidden.
 */
export type FirstStepsMarks = { shared: boolean; hidden: boolean };

const NONE: FirstStepsMarks = { shared: false, hidden: false };

export const firstStepsKey = (blogUuid: string) => `bitacora.primeros-pasos.${blogUuid}`;

/** The marks of one blog; anything unreadable reads as none, so the list shows again. */
export function readFirstStepsMarks(
  blogUuid: string,
  storage: StringStorage | null = browserStorage(),
): FirstStepsMarks {
  try {
    const raw = storage?.getItem(firstStepsKey(blogUuid));
    if (!raw) return NONE;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return NONE;
    const marks = value as Partial<Record<keyof FirstStepsMarks, unknown>>;
    return { shared: marks.shared === true, hidden: marks.hidden === true };
  } catch {
    return NONE;
  }
}

/** Adds a mark; a storage that refuses leaves the mark for this visit only. */
export function writeFirstStepsMark(
  blogUuid: string,
  mark: keyof FirstStepsMarks,
  storage: StringStorage | null = browserStorage(),
): FirstStepsMarks {
  const next = { ...readFirstStepsMarks(blogUuid, storage), [mark]: true };
  try {
    storage?.setItem(firstStepsKey(blogUuid), JSON.stringify(next));
  } catch (error) {
    console.error('No se pudo guardar el estado de los primeros pasos', error);
  }
  return next;
}
