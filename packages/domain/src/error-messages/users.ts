import { USER_MESSAGES } from '../messages/users.es.ts';
import { readServerText } from './server-text.ts';

/** Users save: the server's error text, else the alert's message. */
export function userSaveErrorMessage(body?: unknown): string {
  // A validation refusal names the field's problem in both (`message` first, as the blog save).
  return readServerText(body, ['message', 'error']) ?? USER_MESSAGES.saveFailed;
}
