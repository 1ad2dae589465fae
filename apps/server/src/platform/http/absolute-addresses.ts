/**
 * Stored HTML writes the blog's own addresses from its root (`/media/…`, `/blog/…`): right on
 * the blog's pages, wrong anywhere else. Feeds, mails and exports are read away from the blog,
 * so they carry every such address whole.
 */

/** An address made absolute against the blog's base URL (no trailing slash). */
export function absoluteUrl(baseUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A root-relative address (`/x`, never the scheme-relative `//host/x`) made absolute. */
const fromRoot = (baseUrl: string, value: string) =>
  /^\/(?!\/)/.test(value) ? `${baseUrl}${value}` : value;

/** Every root-relative `src`, `href`, `poster` and `srcset` candidate in the HTML, made absolute. */
export function absoluteAddresses(html: string, baseUrl: string): string {
  // Only inside tags: text that reads like an attribute stays as written.
  return html.replace(/<[a-z][^>]*>/gi, (tag) => absoluteInTag(tag, baseUrl));
}

function absoluteInTag(tag: string, baseUrl: string): string {
  return tag.replace(
    /(\s(src|href|poster|srcset)=)(["'])(.*?)\3/gi,
    (_, start: string, attribute: string, quote: string, value: string) => {
      const whole =
        attribute.toLowerCase() === 'srcset'
          ? value
              .split(',')
              .map((candidate) => {
                const [, space = '', rest = ''] = /^(\s*)(.*)$/s.exec(candidate) ?? [];
                return `${space}${fromRoot(baseUrl, rest)}`;
              })
              .join(',')
          : fromRoot(baseUrl, value.trim());
      return `${start}${quote}${whole}${quote}`;
    },
  );
}
