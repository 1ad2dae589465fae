import { validationErrorBody } from '@bitacora/api/schemas';
import { SERVER_MESSAGES } from '@bitacora/domain';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** `{ error, message?, details? }`, the body of every error the server answers. */
export interface ErrorBody {
  error: string;
  message?: string;
  details?: unknown;
}

/** An HTTPException whose JSON body is already shaped; `onError` sends it as is. */
export function httpError(status: ContentfulStatusCode, body: ErrorBody): HTTPException {
  return new HTTPException(status, {
    res: Response.json(body, { status }),
    message: body.error,
  });
}

export const badRequest = (error: string = SERVER_MESSAGES.badRequest, details?: unknown) =>
  httpError(400, details === undefined ? { error } : { error, details });
export const unauthorized = (error: string = SERVER_MESSAGES.unauthorized) =>
  httpError(401, { error });
export const forbidden = (error: string = SERVER_MESSAGES.forbidden) => httpError(403, { error });
export const notFound = (error: string = SERVER_MESSAGES.notFound) => httpError(404, { error });
export const conflict = (error: string = SERVER_MESSAGES.conflict) => httpError(409, { error });
export const tooManyRequests = (
  error: string = SERVER_MESSAGES.tooManyRequests,
  retryAfterSeconds?: number,
) => {
  const headers: Record<string, string> = {};
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(retryAfterSeconds);
  return new HTTPException(429, {
    res: Response.json({ error }, { status: 429, headers }),
    message: error,
  });
};

/** A 400 for one field, in the same shape as a schema's validation failure. */
export const invalidField = (path: string, message: string) =>
  httpError(400, validationErrorBody([{ path, message }]));
