import { isApiError } from '@bitacora/api';
import { type MediaUploadFailure, mediaUploadErrorMessage } from '@bitacora/domain';

/** Media upload message of a failed upload: 'Error {status}: {body}' for an answer. */
export function mediaUploadFailureMessage(error: unknown): string {
  return mediaUploadErrorMessage(mediaUploadFailure(error));
}

function mediaUploadFailure(error: unknown): MediaUploadFailure {
  if (!isApiError(error) || error.kind !== 'http') return { kind: 'network' };
  const body =
    typeof error.body === 'string' ? error.body : JSON.stringify(error.body ?? error.error);
  return { kind: 'http', status: error.status, body };
}
