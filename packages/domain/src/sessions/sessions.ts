import { SESSION_MESSAGES } from '../messages.es.ts';

/*
 * How a signed-in session is shown in 'Sesiones activas': the device from the browser's user
 * agent, the place from the client's address. A few patterns cover the browsers and systems
 * people sign in from; anything else reads as unknown rather than guessed.
 */

/** Browser tokens, most specific first: Edge, Opera and Samsung also say "Chrome" and "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, most specific first: Android says "Linux", iOS says "like Mac OS X". */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** A user agent as a person would name the device: 'Chrome en Windows', 'Safari en iOS'. */
export function describeDevice(userAgent: string | null | undefined): string {
  const text = userAgent ?? '';
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return SESSION_MESSAGES.device(browser, system);
  if (browser) return browser;
  if (system) return SESSION_MESSAGES.device(SESSION_MESSAGES.unknownBrowser, system);
  return SESSION_MESSAGES.unknownDevice;
}

/** The loopback addresses, IPv4 (also as IPv6-mapped) and IPv6. */
const LOOPBACK = /^(?:(?:::ffff:)?127(?:\.\d{1,3}){3}|::1|(?:0{1,4}:){7}0{0,3}1)$/i;

/**
 * Where a session was last used, from the client's address: 'Este equipo' for the machine the
 * server runs on, the address itself otherwise (an IPv4 address without its IPv6 prefix).
 */
export function describePlace(address: string | null | undefined): string {
  const text = address?.trim() ?? '';
  if (text === '' || text === 'unknown') return SESSION_MESSAGES.unknownPlace;
  if (LOOPBACK.test(text)) return SESSION_MESSAGES.thisDevice;
  return text.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '');
}
