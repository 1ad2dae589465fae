import { BLOG_MESSAGES, SETTINGS_MESSAGES } from '../messages/blogs.es.ts';
import { readServerText } from './server-text.ts';

/** Blogs list: the server message, else 'No se pudo conectar al servidor. Intenta nuevamente.' */
export function blogsListErrorMessage(body?: unknown): string {
  return readServerText(body, ['message']) ?? BLOG_MESSAGES.listFailed;
}

/** Blog save: the server message or error, else 'Error al guardar blog'. */
export function blogSaveErrorMessage(body?: unknown): string {
  return readServerText(body, ['message', 'error']) ?? BLOG_MESSAGES.saveFailed;
}

export type SettingsFailure = 'load' | 'save' | 'payment-link';

/** Settings: fixed messages per failure. */
export function settingsErrorMessage(failure: SettingsFailure): string {
  if (failure === 'load') return SETTINGS_MESSAGES.loadFailed;
  if (failure === 'save') return SETTINGS_MESSAGES.saveFailed;
  return SETTINGS_MESSAGES.paymentLinkFailed;
}
