import { MEDIA_MESSAGES, mediaUploadHttpMessage } from '../messages/images.es.ts';
import { readServerText } from './server-text.ts';

export type MediaUploadFailure =
  | { kind: 'no-token' }
  | { kind: 'http'; status: number; body: string }
  | { kind: 'network' };

/**
 * Media upload: no token, a non-ok answer as 'Error {status}: {body}' (the raw body text,
 * or the server's `error` when the body is JSON), or 'Error al subir la imagen'.
 */
export function mediaUploadErrorMessage(failure: MediaUploadFailure): string {
  if (failure.kind === 'no-token') return MEDIA_MESSAGES.missingToken;
  if (failure.kind === 'network') return MEDIA_MESSAGES.uploadFailed;
  return mediaUploadHttpMessage(failure.status, jsonErrorText(failure.body) ?? failure.body);
}

function jsonErrorText(body: string): string | null {
  try {
    return readServerText(JSON.parse(body), ['error', 'message']);
  } catch {
    return null;
  }
}
