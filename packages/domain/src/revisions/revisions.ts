import { DEFAULT_TIME_ZONE } from '../dates/dates.ts';

/** The newest revisions of a post or page kept whole; older ones thin out to one a day. */
export const REVISIONS_KEPT = 50;

/** A stored revision as the pruning rule sees it. */
export type RevisionStamp = { id: number; createdAt: Date };

const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The revisions to delete: the newest {@link REVISIONS_KEPT} stay, and of the older ones the
 * newest of each day (Madrid's calendar, the panel's) stays. A writer can always go back to
 * the last fifty saves and to how the text stood at the end of any earlier day.
 */
export function revisionsToPrune(revisions: readonly RevisionStamp[]): number[] {
  const newestFirst = [...revisions].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  );
  const daysKept = new Set<string>();
  const prune: number[] = [];
  for (const [index, revision] of newestFirst.entries()) {
    const day = dayKey.format(revision.createdAt);
    if (index < REVISIONS_KEPT) {
      daysKept.add(day);
      continue;
    }
    if (daysKept.has(day)) prune.push(revision.id);
    else daysKept.add(day);
  }
  return prune;
}

/** What a post or page form says when its save was based on a version someone else replaced. */
export const EDIT_CONFLICT_MESSAGES = {
  /** The API's 409 `error`. */
  conflict: 'Otra persona o pestaña ha guardado cambios en este contenido desde que lo abriste.',
  title: 'Este contenido ha cambiado',
  body: 'Se guardó otra versión mientras editabas. Puedes recargar la versión guardada (perderás tus cambios) o mantener la tuya y guardarla encima.',
  reload: 'Recargar',
  keepMine: 'Mantener la mía',
} as const;

/** The 'Historial' panel of the post and page forms. */
export const REVISION_MESSAGES = {
  title: 'Historial',
  open: 'Historial',
  empty: 'Todavía no hay revisiones guardadas.',
  loading: 'Cargando historial...',
  loadFailed: 'No se pudo cargar el historial.',
  preview: 'Ver',
  restore: 'Restaurar esta versión',
  restoring: 'Restaurando...',
  restored: 'Versión restaurada',
  restoreFailed: 'No se pudo restaurar la versión.',
  autosave: 'Guardado automático',
  unknownAuthor: 'Autor eliminado',
  notFound: 'Revisión no encontrada',
} as const;
