import { toValidationErrorBody } from '@bitacora/api/schemas';
import type { z } from 'zod';
import type { AppContext } from './app-env.ts';
import { httpError } from './errors.ts';
import { jsonBody } from './json-body.ts';

/** Reads a call's body for {@link parseBody}: the JSON as sent, or adjusted first (a slug). */
export type BodyReader = (c: AppContext) => Promise<unknown>;

/**
 * The one parser of JSON bodies: the body `read` answers ({@link jsonBody} by default, which
 * refuses malformed JSON), checked with a shared schema. A failure is the one validation 400
 * (`error` and `message` are the first field's message, which the screens show as it is;
 * `details` lists every field). JSON that is not an object is refused by the schema like any
 * other wrong type (docs/decisions/013-one-validation-error-body.md).
 */
export async function parseBody<S extends z.ZodType>(
  c: AppContext,
  schema: S,
  read: BodyReader = jsonBody,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await read(c));
  if (parsed.success) return parsed.data;
  throw httpError(400, toValidationErrorBody(parsed.error));
}
