import { PAYWALL_MARKER } from '@bitacora/domain';
import { escapeHtml, linkTo } from './html.ts';
import { markdownToHtml } from './markdown.ts';

/**
 * Ghost's cards (the same in Lexical and Mobiledoc, with the same payload fields) as ordinary
 * HTML: an image is a figure, code a `<pre><code>`, a bookmark or an embed a link to what it
 * showed, a callout a blockquote. A card with nothing we can keep is dropped with a warning.
 */
type Payload = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function figure(src: string, alt: string, caption: string, href = ''): string {
  if (!src) return '';
  let img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">`;
  if (href) img = `<a href="${escapeHtml(href)}">${img}</a>`;
  // a Ghost caption is already HTML (it may hold links)
  return caption
    ? `<figure>${img}<figcaption>${caption}</figcaption></figure>`
    : `<figure>${img}</figure>`;
}

export function renderCard(
  name: string,
  payload: Payload,
  warn: (message: string) => void,
): string {
  switch (name) {
    case 'image':
      return figure(str(payload.src), str(payload.alt), str(payload.caption), str(payload.href));
    case 'gallery': {
      const images = Array.isArray(payload.images) ? (payload.images as Payload[]) : [];
      const body = images
        .map((i) => `<img src="${escapeHtml(str(i.src))}" alt="${escapeHtml(str(i.alt))}">`)
        .join('');
      const caption = str(payload.caption);
      return images.length
        ? `<figure>${body}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`
        : '';
    }
    case 'html':
      return str(payload.html);
    case 'markdown':
    case 'card-markdown':
      return markdownToHtml(str(payload.markdown));
    case 'code':
    case 'codeblock': {
      const language = str(payload.language);
      const cls = language ? ` class="language-${escapeHtml(language)}"` : '';
      return `<pre><code${cls}>${escapeHtml(str(payload.code))}</code></pre>`;
    }
    case 'hr':
    case 'horizontalrule':
      return '<hr>';
    case 'bookmark':
    case 'embed': {
      const url = str(payload.url);
      const metadata = (payload.metadata ?? {}) as Payload;
      const title = str(metadata.title);
      return url ? `<p>${linkTo(url, title || url)}</p>` : '';
    }
    case 'callout': {
      const emoji = escapeHtml(str(payload.calloutEmoji));
      const text = str(payload.calloutText).trim();
      // Ghost 5+ keeps the callout's text as paragraphs; older cards as inline HTML
      const body = text.startsWith('<p')
        ? `${emoji ? `<p>${emoji}</p>` : ''}${text}`
        : `<p>${emoji ? `${emoji} ` : ''}${text}</p>`;
      return `<blockquote>${body}</blockquote>`;
    }
    case 'button': {
      const url = str(payload.buttonUrl);
      return url ? `<p>${linkTo(url, str(payload.buttonText) || url)}</p>` : '';
    }
    case 'video':
    case 'audio':
    case 'file': {
      const src = str(payload.src);
      warn(`Una tarjeta «${name}» de Ghost se importa como un enlace al archivo.`);
      return src ? `<p>${linkTo(src, str(payload.title) || str(payload.fileName) || src)}</p>` : '';
    }
    // Where Ghost's free preview ends: its own marker, which Bitácora keeps
    // (docs/decisions/059-visibility-and-paywall.md).
    case 'paywall':
      return PAYWALL_MARKER;
    default:
      warn(`Una tarjeta «${name}» de Ghost no se importa.`);
      return '';
  }
}
