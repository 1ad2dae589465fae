import { isApiError } from '@bitacora/api';

/**
 * The post's or page's current revision when a save was refused because it was based on an
 * older one (a 409 naming `details.revision`); null for any other failure, a taken slug
 * included.
 */
export function editConflictRevision(error: unknown): number | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 409) return null;
  // Read by hand: parsing with a schema would bring zod's code generation into the panel,
  // which its Trusted Types policy refuses.
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('revision' in details)) return null;
  const { revision } = details;
  return typeof revision === 'number' && Number.isInteger(revision) ? revision : null;
}

/** A call that never reached the server (no network, or it timed out). */
export function isOffline(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}
