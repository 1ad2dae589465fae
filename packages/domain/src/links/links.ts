/** Link editor: the schemes a link may use. */
export const ALLOWED_LINK_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
] as const;

/** The link prompt's starting value. */
export const DEFAULT_LINK_URL = 'https://';

/**
 * Drops what browsers ignore inside a URL, so "java\tscript:" is seen as "javascript:":
 * control characters, spaces (any Unicode white space) and zero-width characters.
 */
function withoutIgnoredCharacters(url: string): string {
  return [...url]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      const isControl = code <= 0x20 || (code >= 0x7f && code <= 0x9f);
      const isZeroWidth = code >= 0x200b && code <= 0x200d;
      return !(isControl || isZeroWidth || /\s/u.test(char));
    })
    .join('');
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Link editor. A URL with a scheme must use an allowed one and carry something after it
 * ('https://' alone, the prompt's default, is refused). Decision: URLs without a scheme are
 * allowed — relative paths ('/sobre-mi', '../x'), anchors ('#notas'), queries ('?p=2') and
 * bare hosts ('www.ejemplo.com') — since a browser resolves them against the blog, never as
 * script. Ignored characters are removed before the check so "java\tscript:" is caught.
 */
export function isAllowedLinkUrl(url: string | null | undefined): boolean {
  const cleaned = withoutIgnoredCharacters(url ?? '');
  if (cleaned === '') return false;
  const match = SCHEME.exec(cleaned);
  if (!match) return true;
  const scheme = (match[1] ?? '').toLowerCase();
  const rest = cleaned.slice(match[0].length).replace(/^\/\//, '');
  return (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme) && rest !== '';
}
