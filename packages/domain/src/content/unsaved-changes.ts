import { type DateInput, formatDateTime } from '../dates/dates.ts';

/** Leaving a form with unsaved changes, and the copy kept when the session ended under it. */
export const UNSAVED_CHANGES_MESSAGES = {
  leaveTitle: '¿Salir sin guardar?',
  leaveBody: 'Tienes cambios sin guardar. Si sales ahora, se perderán.',
  stay: 'Seguir editando',
  leave: 'Salir sin guardar',
  recover: 'Recuperar',
  discard: 'Descartar',
} as const;

/** What a kept draft belongs to. */
export type UnsavedDraftKind = 'post' | 'page';

/**
 * The offer of a copy kept when the session ended:
 * 'Tienes una versión sin guardar de este post del 05/03/2024, 14:07. ¿Recuperarla?'.
 */
export function unsavedDraftOfferMessage(kind: UnsavedDraftKind, savedAt: DateInput): string {
  const what = kind === 'post' ? 'este post' : 'esta página';
  return `Tienes una versión sin guardar de ${what} del ${formatDateTime(savedAt)}. ¿Recuperarla?`;
}
