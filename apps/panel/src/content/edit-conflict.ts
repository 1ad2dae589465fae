import { editConflictDetailsSchema, isApiError } from '@bitacora/api';

/**
 * The post's or page's current revision when a save was refused because it was based on an
 * older one (a 409 naming `details.revision`); null for any other failure, a taken slug
 * included.
 */
export function editConflictRevision(error: unknown): number | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 409) return null;
  const details = editConflictDetailsSchema.safeParse(error.details);
  return details.success ? details.data.revision : null;
}

/** A call that never reached the server (no network, or it timed out). */
export function isOffline(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}
