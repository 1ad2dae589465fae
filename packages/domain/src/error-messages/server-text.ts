/**
 * The fields of the server's error body (`{ error, message?, details? }`,
 * docs/architecture.md#server-request).
 */
export type ServerTextField = 'error' | 'message' | 'details';

/**
 * Readable text from a value of an error body: a non-blank string, the strings in an array or
 * object (a validation's `details`, `{ message }` items, `{ field: [messages] }`) joined with ". ".
 */
export function textOf(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (depth > 3 || value === null || typeof value !== 'object') return null;
  if (!Array.isArray(value) && 'message' in value) return textOf(value.message, depth + 1);
  const parts = Object.values(value)
    .map((item) => textOf(item, depth + 1))
    .filter((text): text is string => text !== null);
  return parts.length > 0 ? parts.join('. ') : null;
}

/**
 * The first field of a server error body, in `fields` order, that holds readable text; null
 * when the body is not an object or none does. Raw text bodies are not read (they may be an
 * HTML error page).
 */
export function readServerText(body: unknown, fields: readonly ServerTextField[]): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const record = body as Partial<Record<ServerTextField, unknown>>;
  for (const field of fields) {
    const text = textOf(record[field]);
    if (text !== null) return text;
  }
  return null;
}

/** The text of a thrown value: an Error's message or a string; null otherwise. */
export function errorText(cause: unknown): string | null {
  if (cause instanceof Error) return textOf(cause.message);
  return textOf(typeof cause === 'string' ? cause : null);
}
