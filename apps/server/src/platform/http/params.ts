import { uuidParamSchema } from '@bitacora/api/schemas';
import { slugify } from '@bitacora/domain';
import type { AppContext } from './app-env.ts';
import { notFound } from './errors.ts';
import { asRecord, jsonBody } from './json-body.ts';

/**
 * The JSON body with its slug normalised as the form does, so "Hola Mundo" is stored
 * "hola-mundo"; `normalise` picks the rule (categories have their own).
 */
export async function bodyWithSlug(
  c: AppContext,
  normalise: (text: string) => string = slugify,
): Promise<unknown> {
  const body = await jsonBody(c);
  const record = asRecord(body);
  if (record && typeof record.slug === 'string') return { ...record, slug: normalise(record.slug) };
  return body;
}

/** A uuid path parameter; a malformed one names nothing, so it is a 404 like an unknown one. */
export function uuidParam(value: string | undefined, message: string): string {
  const parsed = uuidParamSchema.safeParse({ uuid: value });
  if (!parsed.success) throw notFound(message);
  return parsed.data.uuid;
}
