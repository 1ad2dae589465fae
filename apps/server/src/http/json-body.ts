import { SERVER_MESSAGES } from '@bitacora/domain';
import type { AppContext } from '../app-env.ts';
import { badRequest } from '../errors.ts';

/**
 * The one reader of JSON bodies. An empty body is `empty` (`{}` by default, so the schema names
 * the missing fields); malformed JSON is a 400 `{ error: 'JSON mal formado' }` on every route,
 * never read as an empty body.
 */
export async function jsonBody(c: AppContext, empty: unknown = {}): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return empty;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(SERVER_MESSAGES.malformedJson);
  }
}

/** The body as a plain object to adjust before validation; anything else is left to the schema. */
export function asRecord(body: unknown): Record<string, unknown> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}
