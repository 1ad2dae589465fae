import { SERVER_MESSAGES } from '@bitacora/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from './app-env.ts';
import { badRequest, httpError } from './errors.ts';

/** `application/json` or a `+json` type such as `application/merge-patch+json`, any parameters. */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;

/** Does a Content-Type header declare JSON? Only its type counts, never its parameters. */
export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(';', 1)[0]?.trim() ?? '';
  return JSON_MEDIA_TYPE.test(type);
}

/**
 * The body's text, refused with a 415 when there is one and it is not declared JSON. A browser
 * sends a form or `text/plain` to another site without asking first, so reading such a body as
 * JSON would let any page make the call; JSON forces the preflight the API never grants.
 */
async function jsonText(c: AppContext): Promise<string> {
  const text = await c.req.text();
  if (text.trim() !== '' && !isJsonContentType(c.req.header('content-type'))) {
    throw httpError(415, { error: SERVER_MESSAGES.unsupportedMediaType });
  }
  return text;
}

/**
 * The one reader of JSON bodies. An empty body is `empty` (`{}` by default, so the schema names
 * the missing fields); a body not declared JSON is a 415; malformed JSON is a 400
 * `{ error: 'JSON mal formado' }` on every route, never read as an empty body.
 */
export async function jsonBody(c: AppContext, empty: unknown = {}): Promise<unknown> {
  const text = await jsonText(c);
  if (text.trim() === '') return empty;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(SERVER_MESSAGES.malformedJson);
  }
}

/**
 * The same content-type rule for every write of the JSON API, also for routes whose handler
 * reads no body: a body that came with the call must be JSON. Uploads (multipart) skip it.
 */
export function requireJsonBodies(isUpload: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !isUpload(c.req.path)) {
      await jsonText(c);
    }
    await next();
  };
}

/** The body as a plain object to adjust before validation; anything else is left to the schema. */
export function asRecord(body: unknown): Record<string, unknown> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}
