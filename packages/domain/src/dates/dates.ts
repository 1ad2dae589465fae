import { DEFAULTS, LANGUAGES, type Language } from '../constants/constants.ts';
import { DATE_MESSAGES } from '../messages.es.ts';

/**
 * The time zone dates are shown in unless the caller passes one. Bitácora is a Spanish product,
 * so the panel shows Madrid time; passing it explicitly keeps the output the same on every
 * machine (server, browser, CI), whatever the machine's own zone.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

export type DateInput = Date | string | number | null | undefined;

export interface DateFormatOptions {
  /** An IANA zone such as 'Europe/Madrid', 'America/Mexico_City' or 'UTC'. */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build and lists format many dates: keep one per shape. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** The instant, 'missing' for null/undefined/empty text, or 'invalid' when it cannot be read. */
export function parseDateInput(value: DateInput): Date | 'missing' | 'invalid' {
  if (value === null || value === undefined) return 'missing';
  if (typeof value === 'string' && value.trim() === '') return 'missing';
  const date =
    value instanceof Date ? value : new Date(typeof value === 'string' ? value.trim() : value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

function format(
  value: DateInput,
  locale: string,
  options: Intl.DateTimeFormatOptions,
  messages: { missing: string; invalid: string },
): string {
  const date = parseDateInput(value);
  if (date === 'missing') return messages.missing;
  if (date === 'invalid') return messages.invalid;
  return formatter(locale, options).format(date);
}

/**
 * Lists: es-ES day, month, year, hour and minute, e.g. "05/03/2024, 14:07".
 * 'Fecha no disponible' for null/undefined/empty, 'Fecha inválida' for unreadable input.
 */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return format(
    value,
    'es-ES',
    {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    },
    DATE_MESSAGES,
  );
}

/** es-ES date without the time, e.g. "05/03/2024" (next payment date, media grid). */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(
    value,
    'es-ES',
    {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    },
    DATE_MESSAGES,
  );
}

/** The locale each blog language formats with. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  es: 'es-ES',
  en: 'en-US',
  fr: 'fr-FR',
  pt: 'pt-PT',
};

/** The missing/invalid messages in each blog language (the spec words only the Spanish ones). */
const PUBLIC_DATE_MESSAGES: Record<Language, { missing: string; invalid: string }> = {
  es: DATE_MESSAGES,
  en: { missing: 'Date not available', invalid: 'Invalid date' },
  fr: { missing: 'Date non disponible', invalid: 'Date invalide' },
  pt: { missing: 'Data não disponível', invalid: 'Data inválida' },
};

/** A blog's language, falling back to the default (es) for anything unknown. */
export function normalizeLanguage(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value)
    ? (value as Language)
    : DEFAULTS.language;
}

/**
 * Public blogs: a long date in the blog's language, e.g. "5 de marzo de 2024", "March 5, 2024",
 * "5 mars 2024". An unknown language falls back to Spanish.
 */
export function formatPublicDate(
  value: DateInput,
  language: string,
  options: DateFormatOptions = {},
): string {
  const lang = normalizeLanguage(language);
  return format(
    value,
    LANGUAGE_LOCALES[lang],
    {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    },
    PUBLIC_DATE_MESSAGES[lang],
  );
}
