import { ALLOWED_LINK_SCHEMES } from '@bitacora/domain';
import sanitize from 'sanitize-html';

/*
 * Rich text from the editor is stored as HTML and later rendered on the public blog, so it is
 * cleaned on every write: only the tags the editor produces survive, links keep the link
 * editor's schemes (§5) and images only http(s) or site-relative sources.
 */

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    's',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: [...ALLOWED_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // Relative links and images (`/blog/otro-post`, `#nota`) are the blog's own.
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, never kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target !== undefined && next.target !== '_blank') delete next.target;
      // A page opened with target=_blank must not get a handle on the blog's window.
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Cleans editor HTML for storage: the allow-list above, everything else removed. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}
