import {
  FIELD_MESSAGES,
  type Language,
  languageIssue,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  SERVER_MESSAGES,
  SLUG_PATTERN,
  TRANSLATION_MESSAGES,
} from '@bitacora/domain';
import { z } from 'zod';

/*
 * Every message a user can read is Spanish: the messages written in these schemas are, and
 * zod's own fallback messages (a wrong type, an unknown enum value) come from its Spanish
 * locale. The server validates with these same schemas, so it shares this setting.
 */
z.config(z.locales.es());

/** Message for a string that carries a NUL byte. */
export const NUL_BYTE_MESSAGE = FIELD_MESSAGES.forbiddenCharacters;

/**
 * A domain rule (its message when the value breaks it, else null) as a zod check, so a schema
 * applies the rule the panel and the server apply, with the rule's own message:
 * `schema.superRefine(fromRule(validateX))`.
 */
export function fromRule<T>(rule: (value: T) => string | null) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const message = rule(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  };
}

/** Options of {@link safeString}. */
export interface SafeStringOptions {
  /** Message for a missing value, and for a blank one when `nonEmpty` is set. */
  required?: string;
  /** Refuse the empty string (after trimming when `trim` is on). */
  nonEmpty?: boolean;
  /** Maximum length in characters (UTF-16 code units, as `String#length`). */
  max?: number;
  /** Message for a value longer than `max`. */
  tooLong?: string;
  /** Trim surrounding white space first; on by default, since people type these values. */
  trim?: boolean;
}

/**
 * A string a person typed: trimmed, NUL bytes refused, optionally required and bounded, every
 * message in Spanish.
 */
export function safeString(options: SafeStringOptions = {}) {
  const { required, nonEmpty = false, max, tooLong, trim = true } = options;
  const requiredMessage = required ?? FIELD_MESSAGES.required;
  let schema = z.string({
    error: (issue) => (issue.input === undefined ? requiredMessage : FIELD_MESSAGES.notText),
  });
  if (trim) schema = schema.trim();
  schema = schema.refine((value) => !value.includes('\0'), { error: NUL_BYTE_MESSAGE });
  if (nonEmpty) schema = schema.min(1, { error: requiredMessage });
  if (max !== undefined) {
    schema = schema.max(max, {
      error: tooLong ?? FIELD_MESSAGES.tooLong(max),
    });
  }
  return schema;
}

/** Length limits of typed text (characters). */
export const TEXT_LIMITS = {
  title: 200,
  slug: 200,
  content: 500_000,
  name: 100,
  bio: 1000,
  email: 254,
  password: 200,
  description: 2000,
  url: 2048,
  search: 200,
} as const;

/** A uuid in its textual 8-4-4-4-12 hex form (any version). */
export const uuidSchema = z.guid({ error: FIELD_MESSAGES.idInvalid });

/** Ids are 32-bit database integers: a larger one would overflow the column, not just miss. */
export const MAX_ID = 2_147_483_647;

/** A numeric database id. */
export const idSchema = z.number().int().positive().max(MAX_ID);

/** ISO 8601 date-time as the server sends it. */
export const dateTimeSchema = z.string();

const DIGITS = /^\d+$/;

/**
 * A positive integer id given as a number or as a string of digits (forms and query strings),
 * read as a number.
 */
export function idInput(message: string = FIELD_MESSAGES.idInvalid) {
  return z.union(
    [
      z
        .number({ error: message })
        .int({ error: message })
        .positive({ error: message })
        .max(MAX_ID, { error: message }),
      z
        .string({ error: message })
        .trim()
        .regex(DIGITS, { error: message })
        .transform(Number)
        .pipe(z.number().int().positive({ error: message }).max(MAX_ID, { error: message })),
    ],
    { error: message },
  );
}

/** Like {@link idInput}, also taking `null` or `''` for "none", read as `null`. */
export function nullableIdInput(message: string = FIELD_MESSAGES.idInvalid) {
  return z.union([z.null(), z.literal('').transform(() => null), idInput(message)], {
    error: message,
  });
}

/** A boolean given as a boolean or as 'true'/'false' (query strings, form data). */
export const booleanInput = z.union([z.boolean(), z.stringbool()], {
  error: FIELD_MESSAGES.booleanInvalid,
});

/**
 * A blog reference as the panel sends it (uuid or numeric id), in a query or the `X-Blog-Id`
 * header: a uuid stays a string, digits become a number.
 */
export const blogRefSchema = z.union(
  [uuidSchema, z.string().trim().regex(DIGITS).transform(Number).pipe(idSchema), idSchema],
  { error: FIELD_MESSAGES.blogIdInvalid },
);

/**
 * `blogId` in a body (categories, menu): the blog scope, like the query parameter and the
 * `X-Blog-Id` header; the server checks membership. Empty or null counts as absent.
 */
export const blogIdBodyInput = z
  .union([
    z.literal('').transform(() => undefined),
    z.null().transform(() => undefined),
    blogRefSchema,
  ])
  .optional();

/** An email a person typed: trimmed, lower-cased, bounded, checked. */
export function emailInput(required: string = FIELD_MESSAGES.emailRequired) {
  return safeString({
    required,
    nonEmpty: true,
    max: TEXT_LIMITS.email,
    tooLong: FIELD_MESSAGES.emailTooLong(TEXT_LIMITS.email),
  })
    .toLowerCase()
    .regex(z.regexes.email, { error: FIELD_MESSAGES.emailInvalid });
}

/** A password as chosen by a person; never trimmed. */
export function newPasswordInput() {
  return safeString({
    trim: false,
    required: PASSWORD_MESSAGES.required,
    max: TEXT_LIMITS.password,
    tooLong: FIELD_MESSAGES.passwordTooLong(TEXT_LIMITS.password),
  }).min(MIN_PASSWORD_LENGTH, {
    error: FIELD_MESSAGES.passwordTooShort(MIN_PASSWORD_LENGTH),
  });
}

/** A post, page or series slug. */
export function slugInput() {
  return safeString({
    required: FIELD_MESSAGES.slugRequired,
    nonEmpty: true,
    max: TEXT_LIMITS.slug,
    tooLong: FIELD_MESSAGES.slugTooLong(TEXT_LIMITS.slug),
  }).regex(SLUG_PATTERN, { error: FIELD_MESSAGES.slugInvalid });
}

/**
 * `{ error, message?, details? }`: every error the server answers
 * (docs/architecture.md#server-request).
 */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A list answer of `T`. */
export interface ListResponse<T> {
  data: T[];
  total: number;
  /** A search's count stops at a bound: there are more than `total` items. */
  totalCapped?: boolean;
}

/** An integer from a query string (or a number), within bounds, with Spanish messages. */
function queryInt(
  bounds: { min: number; max?: number },
  messages: { invalid: string; range: string },
) {
  let number = z
    .number({ error: messages.invalid })
    .int({ error: messages.invalid })
    .min(bounds.min, { error: messages.range });
  if (bounds.max !== undefined) number = number.max(bounds.max, { error: messages.range });
  return z.union(
    [
      number,
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, { error: messages.invalid })
        .transform(Number)
        .pipe(number),
    ],
    { error: messages.invalid },
  );
}

/** `page` (≥ 1, default 1) and `limit` (1..100, default 20), read from query strings. */
export const paginationQuerySchema = z.object({
  page: queryInt(
    { min: 1, max: 1_000_000 },
    {
      invalid: FIELD_MESSAGES.pageInvalid,
      range: FIELD_MESSAGES.pageRange,
    },
  )
    .optional()
    .default(1),
  limit: queryInt(
    { min: 1, max: 100 },
    { invalid: FIELD_MESSAGES.limitInvalid, range: FIELD_MESSAGES.limitRange },
  )
    .optional()
    .default(20),
});

/** `blogId` (uuid or numeric id), optional; an empty value counts as absent. */
export const blogIdQuerySchema = z.object({
  blogId: z.union([z.literal('').transform(() => undefined), blogRefSchema]).optional(),
});

/** The query of a plain list: blog scope and pagination. */
export const listQuerySchema = blogIdQuerySchema.extend(paginationQuerySchema.shape);
export type ListQuery = z.input<typeof listQuerySchema>;

/** `GET …/check-slug?slug=&excludeUuid=`: is the slug taken (in the blog), ignoring one item. */
/**
 * A post's or page's language, one of es, en, fr and pt (the blog's main one when absent;
 * docs/decisions/073-languages-and-translations.md).
 */
export const languageInput = z
  .string({ error: TRANSLATION_MESSAGES.languageInvalid })
  .superRefine(fromRule(languageIssue))
  .transform((value) => value as Language);

export const checkSlugQuerySchema = z.object({
  slug: safeString({
    required: FIELD_MESSAGES.slugRequired,
    nonEmpty: true,
    max: TEXT_LIMITS.slug,
    tooLong: FIELD_MESSAGES.slugTooLong(TEXT_LIMITS.slug),
  }),
  excludeUuid: z.union([z.literal('').transform(() => undefined), uuidSchema]).optional(),
  /** The language the slug would be in; the blog's main one when absent. */
  language: languageInput.optional(),
  blogId: blogIdQuerySchema.shape.blogId,
});
export type CheckSlugQuery = z.input<typeof checkSlugQuerySchema>;

export const checkSlugResponseSchema = z.object({ exists: z.boolean() });
export type CheckSlugResponse = z.infer<typeof checkSlugResponseSchema>;

/** Path parameter `{uuid}`. */
export const uuidParamSchema = z.object({ uuid: uuidSchema });

/** Path parameter `{id}`, a positive integer read from the path. */
export const numericIdParamSchema = z.object({
  id: z.coerce
    .number({ error: FIELD_MESSAGES.idInvalid })
    .int({ error: FIELD_MESSAGES.idInvalid })
    .positive({ error: FIELD_MESSAGES.idInvalid })
    .max(MAX_ID, { error: FIELD_MESSAGES.idInvalid }),
});

/** Stats: what can be counted per blog. */
export const STATS_KINDS = ['posts', 'pages', 'categories'] as const;
export type StatsKind = (typeof STATS_KINDS)[number];
export const statsKindParamSchema = z.object({
  kind: z.enum(STATS_KINDS, { error: FIELD_MESSAGES.statsKindInvalid }),
});

/** `GET /api/stats/{kind}/count` answers `{ count }`. */
export const countResponseSchema = z.object({ count: z.number().int().nonnegative() });
export type CountResponse = z.infer<typeof countResponseSchema>;

/**
 * `GET /api/health`: 200 `{ status: 'ok', demo }` once the database answers (503 otherwise);
 * `demo` is true while the demo data and accounts are on.
 */
export const healthResponseSchema = z.object({ status: z.literal('ok'), demo: z.boolean() });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** A plain acknowledgement (request-otp, verify-otp, signup, password calls). */
export const messageResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `error` of a validation failure that names no field (never seen in practice). */
export const VALIDATION_ERROR = SERVER_MESSAGES.validation;

/** One refused field: its path (`socialNetworks.facebook`) and its Spanish message. */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The one body of every validation 400: `error` and `message` are the first issue's Spanish
 * message, fit to show as is (screens that read `error` and screens that read `message` show
 * the same words), and `details` lists every issue by path.
 */
export function validationErrorBody(details: readonly FieldIssue[]): ErrorBody {
  const first = details[0]?.message;
  return first === undefined
    ? { error: VALIDATION_ERROR, details }
    : { error: first, message: first, details };
}

/** {@link validationErrorBody} of a schema's failure. */
export function toValidationErrorBody(error: z.ZodError): ErrorBody {
  return validationErrorBody(
    error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  );
}

/** A list's free-text filter (`?search=`): trimmed, at most the search limit, blank = none. */
export const searchQuery = () =>
  safeString({
    max: TEXT_LIMITS.search,
    tooLong: FIELD_MESSAGES.searchTooLong(TEXT_LIMITS.search),
  })
    .transform((value) => (value === '' ? undefined : value))
    .optional();
