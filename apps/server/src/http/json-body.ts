import type { AppContext } from '../app-env.ts';

/**
 * Reads a JSON body; an empty one is `{}` so the schema reports the missing fields. Malformed
 * JSON throws a SyntaxError, which `onError` answers as 400.
 */
export async function jsonBody(c: AppContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  return c.req.json();
}

/** The body as a plain object to adjust before validation; anything else is left to the schema. */
export function asRecord(body: unknown): Record<string, unknown> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}
