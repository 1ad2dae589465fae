import { renderCard } from './ghost-cards.ts';
import { escapeHtml } from './html.ts';

/**
 * Ghost's older document format (Mobiledoc 0.3) rendered to HTML: markup sections (1), image
 * sections (2), list sections (3) and card sections (10); markers open and close markups
 * (`<a>`, `<strong>`…) around their text, and atoms are inline pieces (a soft line break).
 */
interface Mobiledoc {
  atoms?: [string, string, Record<string, unknown>][];
  cards?: [string, Record<string, unknown>][];
  markups?: [string, string[]?][];
  sections?: unknown[][];
}

type Marker = [number, number[], number, string | number];

const SECTION_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'aside',
  'pre',
]);
const MARKUP_TAGS = new Set(['a', 'b', 'strong', 'i', 'em', 'u', 's', 'code', 'sub', 'sup']);

export function mobiledocToHtml(json: string, warn: (message: string) => void): string {
  const doc = JSON.parse(json) as Mobiledoc;
  const markups = doc.markups ?? [];
  const atoms = doc.atoms ?? [];
  const cards = doc.cards ?? [];

  const openTag = (index: number) => {
    const [tag = 'span', attrs = []] = markups[index] ?? [];
    const name = MARKUP_TAGS.has(tag) ? tag : 'span';
    let html = `<${name}`;
    for (let i = 0; i + 1 < attrs.length; i += 2) {
      if (attrs[i] === 'href' || attrs[i] === 'rel') {
        html += ` ${attrs[i]}="${escapeHtml(String(attrs[i + 1]))}"`;
      }
    }
    return { open: `${html}>`, close: `</${name}>` };
  };

  const renderMarkers = (markers: Marker[]): string => {
    let html = '';
    const open: string[] = [];
    for (const [type, opens, closes, value] of markers) {
      for (const index of opens) {
        const tag = openTag(index);
        html += tag.open;
        open.push(tag.close);
      }
      if (type === 0) {
        html += escapeHtml(String(value));
      } else {
        const [name, textValue] = atoms[Number(value)] ?? ['', ''];
        html += name === 'soft-return' ? '<br>' : escapeHtml(textValue);
      }
      for (let i = 0; i < closes; i++) html += open.pop() ?? '';
    }
    while (open.length) html += open.pop();
    return html;
  };

  const parts: string[] = [];
  for (const section of doc.sections ?? []) {
    const kind = section[0];
    if (kind === 1) {
      const tag = String(section[1]).toLowerCase();
      const name = tag === 'aside' ? 'blockquote' : SECTION_TAGS.has(tag) ? tag : 'p';
      const body = renderMarkers((section[2] ?? []) as Marker[]);
      if (body || name !== 'p') parts.push(`<${name}>${body}</${name}>`);
    } else if (kind === 2) {
      parts.push(renderCard('image', { src: section[1] }, warn));
    } else if (kind === 3) {
      const tag = section[1] === 'ol' ? 'ol' : 'ul';
      const items = ((section[2] ?? []) as Marker[][]).map((m) => `<li>${renderMarkers(m)}</li>`);
      parts.push(`<${tag}>${items.join('')}</${tag}>`);
    } else if (kind === 10) {
      const [name, payload] = cards[Number(section[1])] ?? ['', {}];
      parts.push(renderCard(name, payload ?? {}, warn));
    }
  }
  return parts.filter(Boolean).join('\n');
}
