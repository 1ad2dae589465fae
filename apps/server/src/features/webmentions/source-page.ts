import { DomUtils, parseDocument } from 'htmlparser2';

/*
 * What a mention's source page says, read as the W3C Webmention recommendation asks of a
 * receiver: whether it links to the target, and, from its h-entry microformats when it has them
 * (else its title), who wrote it and what.
 */

type Node = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

export interface SourceEntry {
  authorName: string | null;
  authorUrl: string | null;
  authorPhoto: string | null;
  text: string;
}

/**
 * An address as compared: resolved against the page, without its fragment, the path's last
 * slash and the default port (which `URL` drops): `https://a.example/blog/x/#y` and
 * `https://A.example/blog/x` are the same target.
 */
export function normaliseUrl(href: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${url.protocol}//${url.host}${path}${url.search}`;
}

const classes = (element: Element) => (element.attribs.class ?? '').split(/\s+/);
const hasClass = (element: Element, name: string) => classes(element).includes(name);
const firstWithClass = (root: Node | Element, name: string) =>
  DomUtils.findOne((element) => hasClass(element, name), [root] as never, true) as Element | null;
const textOf = (node: Node | Element) => DomUtils.textContent(node).replace(/\s+/g, ' ').trim();

/** Whether any address the page links or embeds (`href`, `src`) is the target. */
export function linksTo(document: Node, pageUrl: string, target: string): boolean {
  const wanted = normaliseUrl(target);
  if (wanted === null) return false;
  const found = DomUtils.findOne(
    (element) =>
      [element.attribs.href, element.attribs.src].some(
        (value) => value !== undefined && normaliseUrl(value, pageUrl) === wanted,
      ),
    document.children as never,
    true,
  );
  return found !== null;
}

/** An `h-card`'s or a plain element's address: its `u-url`, else its own `href`. */
function urlOf(element: Element, pageUrl: string): string | null {
  const url = firstWithClass(element, 'u-url');
  const href = url?.attribs.href ?? element.attribs.href;
  return href ? normaliseUrl(href, pageUrl) : null;
}

function photoOf(element: Element, pageUrl: string): string | null {
  const photo = element.name === 'img' ? element : firstWithClass(element, 'u-photo');
  const src = photo?.attribs.src;
  return src ? normaliseUrl(src, pageUrl) : null;
}

/** The author, text and title the page offers, from its first h-entry when it has one. */
export function readSource(html: string, pageUrl: string, target: string) {
  const document = parseDocument(html);
  const linked = linksTo(document, pageUrl, target);
  const entry = firstWithClass(document, 'h-entry');
  const title = DomUtils.getElementsByTagName('title', document, true, 1)[0];
  const titleText = title ? textOf(title) : '';
  if (!entry) {
    return {
      linked,
      entry: { authorName: null, authorUrl: null, authorPhoto: null, text: titleText },
    };
  }
  const author = firstWithClass(entry, 'p-author');
  const authorName = author
    ? (() => {
        const name = firstWithClass(author, 'p-name');
        return textOf(name ?? author) || null;
      })()
    : null;
  const content =
    firstWithClass(entry, 'e-content') ??
    firstWithClass(entry, 'p-summary') ??
    firstWithClass(entry, 'p-name');
  return {
    linked,
    entry: {
      authorName,
      authorUrl: author ? urlOf(author, pageUrl) : null,
      authorPhoto: author ? photoOf(author, pageUrl) : null,
      text: (content ? textOf(content) : '') || titleText,
    } satisfies SourceEntry,
  };
}
