/*
 * Built-in analytics (docs/decisions/028-private-analytics.md): what counts as a bot, how a user
 * agent is told apart, how long each kind of record is kept, and the panel's ranges.
 */

/**
 * User agents that are not people reading: crawlers, link previews, monitors, HTTP libraries.
 * A substring match, case-insensitive; an empty user agent is a bot too.
 */
export const BOT_USER_AGENT_PATTERNS: readonly string[] = [
  'bot',
  'crawl',
  'spider',
  'slurp',
  'fetch',
  'scan',
  'preview',
  'monitor',
  'lighthouse',
  'headless',
  'phantomjs',
  'curl/',
  'wget/',
  'python-',
  'python/',
  'go-http-client',
  'java/',
  'okhttp',
  'axios/',
  'node-fetch',
  'undici',
  'libwww',
  'httpclient',
  'facebookexternalhit',
  'whatsapp',
  'embedly',
  'pingdom',
  'uptime',
  'ahrefs',
  'semrush',
  'feedvalidator',
];

const BOT_PATTERN = new RegExp(
  BOT_USER_AGENT_PATTERNS.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'),
  'i',
);

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || userAgent.length < 10) return true;
  return BOT_PATTERN.test(userAgent);
}

export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Tablets first: an iPad or an Android without 'Mobile' is not a phone. */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone|blackberry|opera mini/i.test(userAgent)) {
    return 'mobile';
  }
  return 'desktop';
}

export const BROWSER_FAMILIES = [
  'Edge',
  'Opera',
  'Samsung Internet',
  'Firefox',
  'Chrome',
  'Safari',
  'Otro',
] as const;
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];

/** The order matters: Edge, Opera and Samsung say 'Chrome' too, and Chrome says 'Safari'. */
export function browserFamilyOf(userAgent: string): BrowserFamily {
  if (/edg(e|a|ios)?\//i.test(userAgent)) return 'Edge';
  if (/opr\/|opera/i.test(userAgent)) return 'Opera';
  if (/samsungbrowser/i.test(userAgent)) return 'Samsung Internet';
  if (/firefox|fxios/i.test(userAgent)) return 'Firefox';
  if (/chrome|crios|chromium/i.test(userAgent)) return 'Chrome';
  if (/safari/i.test(userAgent)) return 'Safari';
  return 'Otro';
}

/** The host of a Referer header, without `www.`; null when absent, unreadable or the blog itself. */
export function referrerHostOf(referer: string | null | undefined, ownHost: string): string | null {
  if (!referer) return null;
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return null;
  }
  const own = ownHost.replace(/:\d+$/, '').toLowerCase();
  if (!host || host === own) return null;
  return host.startsWith('www.') ? host.slice(4) : host;
}

/** Each visitor's views are kept one by one this many days; after that, only the day's sums. */
export const ANALYTICS_RAW_DAYS = 30;
/** Days older than this (in months) are summed into their month. */
export const ANALYTICS_DAILY_MONTHS = 24;
/** The longest range the panel may ask for at once. */
export const ANALYTICS_MAX_RANGE_DAYS = 3 * 366;

export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/** `YYYY-MM-DD` of an instant, in UTC: analytics days are UTC days. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first day of the bucket a day falls in: itself, its week's Monday, or its month's 1st. */
export function bucketStart(day: string, granularity: AnalyticsGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return utcDay(new Date(date.getTime() - back * 86_400_000));
}

/** Adds days to a `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000));
}

/** Every bucket start from `from` to `to` (both `YYYY-MM-DD`, inclusive), in order. */
export function bucketsBetween(
  from: string,
  to: string,
  granularity: AnalyticsGranularity,
): string[] {
  const out: string[] = [];
  let day = from;
  while (day <= to) {
    const start = bucketStart(day, granularity);
    if (out.at(-1) !== start) out.push(start);
    day = addDays(day, 1);
  }
  return out;
}

export const ANALYTICS_MESSAGES = {
  needPro:
    'Las estadísticas están disponibles en el plan PRO. Mejora tu plan en Configuración › Plan para ver visitantes, páginas vistas y series.',
  badRange: 'El rango de fechas no es válido',
  rangeTooLong: 'El rango no puede superar los tres años',
  badBeacon: 'La lectura no es válida',
  tooManyBeacons: 'Demasiadas lecturas desde esta dirección; prueba más tarde',
} as const;
