import { toValidationErrorBody } from '@bitacora/api/schemas';
import type { z } from 'zod';
import type { AppContext } from '../app-env.ts';
import { httpError } from '../errors.ts';
import { asRecord, jsonBody } from './json-body.ts';

/**
 * The JSON body checked with a shared schema; a failure is the one validation 400 (`error` is
 * the first field's message, which the signup and password screens show as it is). Valid JSON that is not
 * an object reads as an empty object, so the message names the first missing field; malformed
 * JSON is refused by {@link jsonBody}.
 */
export async function parseBody<S extends z.ZodType>(
  c: AppContext,
  schema: S,
): Promise<z.output<S>> {
  const body = await jsonBody(c);
  const parsed = schema.safeParse(asRecord(body) ?? {});
  if (parsed.success) return parsed.data;
  throw httpError(400, toValidationErrorBody(parsed.error));
}
