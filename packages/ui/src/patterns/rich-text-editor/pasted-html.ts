import {
  bodyFontSize,
  headingLevelForFontSize,
  isCopiedSpace,
  isKeptPastedAttribute,
  isOrderedListMarker,
  isPastedFiller,
  pastedHeadingLevel,
  pastedStyleEmphasis,
  SIZED_HEADING_MAX_CHARS,
  styleSheetFontSizes,
  wordListParagraph,
} from '@bitacora/domain';
import { parseInertHtml } from './inert-html';
import { normalizePastedTables } from './pasted-tables';

/*
 * What the editor makes of HTML pasted from word processors and pages (Google Docs, Word desktop
 * and for the web, LibreOffice, Pages, Notion, a browser's copy of a page): headings, lists,
 * links, bold, italic and tables (pasted-tables.ts) stay; the program's styling goes. ProseMirror would
 * read most of the markup as it comes, but not Word's paragraph lists, Word for the web's one
 * list per item, Docs' normal-weight wrapper, nor bold and italic given as styles.
 */

/** Elements whose content is text, where a style's bold or italic can wrap it. */
const INLINE_HOSTS = new Set([
  'span',
  'font',
  'a',
  'p',
  'u',
  's',
  'sub',
  'sup',
  'i',
  'em',
  'b',
  'strong',
]);

const LIST_TAGS = new Set(['UL', 'OL']);
const BLOCK_TAGS = new Set([
  'P',
  'DIV',
  'UL',
  'OL',
  'LI',
  'TABLE',
  'BLOCKQUOTE',
  'PRE',
  'FIGURE',
  'HR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
]);
/** Never pasted as content, wherever they are. */
const DROPPED_TAGS = 'style, script, meta, link, title, xml, template, noscript';

/** Moves an element's children into a new element of the given tag, inside it. */
function wrapChildren(element: Element, tag: 'strong' | 'em'): void {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

/** Puts an element's children in its place. */
function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/** Gives an element's children to a new element of another tag in its place. */
function retag(element: Element, tag: string): HTMLElement {
  const renamed = element.ownerDocument.createElement(tag);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

const isBlank = (node: Node) =>
  node.nodeType === Node.COMMENT_NODE ||
  (node.nodeType === Node.TEXT_NODE && !/[^\s\u00a0]/.test(node.textContent ?? ''));

/** The next sibling that is not whitespace or a comment. */
function nextContentSibling(node: Node): Node | null {
  let next = node.nextSibling;
  while (next && isBlank(next)) next = next.nextSibling;
  return next;
}

function comments(root: Node): Comment[] {
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const found: Comment[] = [];
  while (walker?.nextNode()) found.push(walker.currentNode as Comment);
  return found;
}

/**
 * Removes the bullet or number Word writes before a list item's text, and returns it. It sits
 * between `[if !supportLists]` and `[endif]` (comments on Windows, `<![if …]>` on a Mac, which
 * the parser also reads as comments), inside a `mso-list:Ignore` span.
 */
function takeWordListMarker(paragraph: Element): string {
  let marker = '';
  for (const start of comments(paragraph)) {
    if (!/^\[if !supportLists\]$/i.test(start.data.trim())) continue;
    let node = start.nextSibling;
    while (
      node &&
      !(node.nodeType === Node.COMMENT_NODE && /endif/i.test(node.textContent ?? ''))
    ) {
      const next = node.nextSibling;
      marker += node.textContent ?? '';
      node.remove();
      node = next;
    }
  }
  for (const ignored of paragraph.querySelectorAll('[style*="mso-list"]')) {
    if (!/mso-list\s*:\s*ignore/i.test(ignored.getAttribute('style') ?? '')) continue;
    marker += ignored.textContent ?? '';
    ignored.remove();
  }
  return marker;
}

interface ListItem {
  item: HTMLElement;
  level: number;
  tag: 'UL' | 'OL';
  start: string | null;
}

/**
 * Builds nested lists from items in document order, in place of `marker`: an item one level
 * deeper opens a list inside the item before it; another kind of list at the same level starts
 * a new list.
 */
function buildLists(items: ListItem[], marker: Node): void {
  const document = marker.ownerDocument as Document;
  const stack: Array<{ list: HTMLElement; level: number }> = [];
  for (const { item, level, tag, start } of items) {
    while (stack.length > 0 && (stack.at(-1)?.level ?? 0) > level) stack.pop();
    if (stack.at(-1)?.level === level && stack.at(-1)?.list.tagName !== tag) stack.pop();
    let current = stack.at(-1);
    if (!current || current.level < level) {
      const list = document.createElement(tag.toLowerCase());
      if (tag === 'OL' && start && start !== '1') list.setAttribute('start', start);
      const parentItem = current?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else marker.parentNode?.insertBefore(list, marker);
      current = { list, level };
      stack.push(current);
    }
    current.list.append(item);
  }
  marker.parentNode?.removeChild(marker);
}

/** Builds the lists of a run of items, where the first of them is now. */
function buildListsAt(items: ListItem[], first: Node): void {
  const marker = first.ownerDocument?.createComment('') as Comment;
  first.parentNode?.insertBefore(marker, first);
  buildLists(items, marker);
}

/**
 * Word desktop writes each list item as a paragraph with `mso-list:l0 level1 lfo1` and its bullet
 * as text: consecutive paragraphs of one list become one list, nested by their levels, numbered
 * or bulleted by their marker.
 */
function rebuildWordLists(body: HTMLElement): void {
  const document = body.ownerDocument;
  let run: { list: string; items: ListItem[]; last: Element } | null = null;
  const flush = () => {
    if (run) buildListsAt(run.items, run.items[0]?.item ?? run.last);
    run = null;
  };
  const paragraphs = [...body.querySelectorAll('[style*="mso-list"]')].flatMap((element) => {
    const info = wordListParagraph(element.getAttribute('style') ?? '');
    return info ? [{ element, info }] : [];
  });
  for (const { element, info } of paragraphs) {
    const follows =
      run !== null && run.list === info.list && nextContentSibling(run.last) === element;
    if (!follows) flush();
    const marker = takeWordListMarker(element);
    const item = document.createElement('li');
    element.replaceWith(item);
    const text = document.createElement('p');
    text.append(...element.childNodes);
    item.append(text);
    const entry: ListItem = {
      item,
      level: info.level,
      tag: isOrderedListMarker(marker) ? 'OL' : 'UL',
      start: null,
    };
    if (run) {
      run.items.push(entry);
      run.last = item;
    } else run = { list: info.list, items: [entry], last: item };
  }
  flush();
}

/** A list item's level as the program wrote it (Docs' `aria-level`, Word for the web's `data-aria-level`). */
function declaredLevel(item: Element): number | null {
  const level = Number(item.getAttribute('data-aria-level') ?? item.getAttribute('aria-level'));
  return Number.isInteger(level) && level > 0 ? level : null;
}

/** Every item of a list and of the lists inside it, with its level, in document order. */
function flattenList(list: Element, depth: number, items: ListItem[]): void {
  const start = list.getAttribute('start');
  for (const child of [...list.children]) {
    if (LIST_TAGS.has(child.tagName)) {
      // Docs and Pages put a nested list beside the items rather than inside one.
      flattenList(child, depth + 1, items);
      continue;
    }
    if (child.tagName !== 'LI') continue;
    const nested = [...child.children].filter((inner) => LIST_TAGS.has(inner.tagName));
    for (const inner of nested) inner.remove();
    items.push({
      item: child as HTMLElement,
      level: declaredLevel(child) ?? depth,
      tag: list.tagName as 'UL' | 'OL',
      start: items.length === 0 ? start : null,
    });
    for (const inner of nested) flattenList(inner, depth + 1, items);
  }
}

/**
 * Lists written one per item (Word for the web, Notion) or nested beside their items (Docs,
 * Pages) become ordinary nested lists: each run of adjacent lists is read item by item.
 */
function rebuildAdjacentLists(body: HTMLElement): void {
  // Word for the web wraps each one-item list in a `ListContainerWrapper` div.
  for (const div of [...body.querySelectorAll('div')].reverse()) {
    const children = [...div.childNodes].filter((node) => !isBlank(node));
    if (children.length > 0 && children.every((node) => LIST_TAGS.has((node as Element).tagName))) {
      unwrap(div);
    }
  }
  const outermost = [...body.querySelectorAll('ul, ol')].filter(
    (list) => !list.parentElement?.closest('ul, ol'),
  );
  const done = new Set<Element>();
  for (const first of outermost) {
    if (done.has(first)) continue;
    const run: Element[] = [first];
    let next = nextContentSibling(first);
    while (next instanceof Element && LIST_TAGS.has(next.tagName)) {
      run.push(next);
      next = nextContentSibling(next);
    }
    for (const list of run) done.add(list);
    const items: ListItem[] = [];
    for (const list of run) flattenList(list, 1, items);
    const marker = first.ownerDocument.createComment('');
    first.before(marker);
    for (const list of run) list.remove();
    buildLists(items, marker);
  }
}

/** The size of each class' text in the pasted document's own style sheet (Pages writes no `<h2>`). */
function sizedHeadings(body: HTMLElement): Map<Element, number> {
  const css = [...body.ownerDocument.querySelectorAll('style')]
    .map((s) => s.textContent)
    .join('\n');
  const headings = new Map<Element, number>();
  if (!css) return headings;
  const sizes = styleSheetFontSizes(css);
  const sized = [...body.querySelectorAll('p[class], li[class]')].flatMap((element) => {
    const name = `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}`.toLowerCase();
    const size = sizes.get(name);
    return size === undefined ? [] : [{ element, size, chars: element.textContent?.length ?? 0 }];
  });
  const textSize = bodyFontSize(sized);
  if (textSize === null) return headings;
  for (const { element, size, chars } of sized) {
    if (
      element.tagName !== 'P' ||
      element.closest('li, td, th') ||
      chars > SIZED_HEADING_MAX_CHARS
    ) {
      continue;
    }
    const level = headingLevelForFontSize(size, textSize);
    if (level !== null && chars > 0) headings.set(element, level);
  }
  return headings;
}

/** Paragraphs that say they are headings become `<h1>`–`<h6>`. */
function markHeadings(body: HTMLElement): void {
  const bySize = sizedHeadings(body);
  for (const element of [...body.querySelectorAll('p, div')]) {
    const level =
      pastedHeadingLevel({
        tag: element.tagName,
        role: element.getAttribute('role'),
        ariaLevel: element.getAttribute('aria-level'),
        className: element.getAttribute('class'),
      }) ?? bySize.get(element);
    if (level === undefined || level === null || element.closest('li, td, th')) continue;
    retag(element, `h${level}`);
  }
}

/**
 * Bold and italic that a pasted document gives as inline styles (Google Docs, Word, Pages) become
 * `<strong>` and `<em>` before ProseMirror reads the clipboard. ProseMirror reads them from
 * `element.style`, which the panel's style policy leaves empty: without this, Docs' wrapping
 * `<b style="font-weight:normal">` made a whole paste bold and its italic runs were lost.
 */
function styledEmphasis(body: HTMLElement): void {
  for (const element of [...body.querySelectorAll('[style]')]) {
    const { bold, italic } = pastedStyleEmphasis(element.getAttribute('style') ?? '');
    element.removeAttribute('style');
    const tag = element.tagName.toLowerCase();
    if (bold === false && (tag === 'b' || tag === 'strong')) {
      if (italic) wrapChildren(element, 'em');
      unwrap(element);
      continue;
    }
    // Only around inline text: a <strong> inside a list or a table would break its structure.
    if (!INLINE_HOSTS.has(tag)) continue;
    if (italic && tag !== 'i' && tag !== 'em') wrapChildren(element, 'em');
    if (bold && tag !== 'b' && tag !== 'strong') wrapChildren(element, 'strong');
  }
}

/** A heading is bold by itself: bold around all of its text (Pages writes it so) goes. */
function unboldHeadings(body: HTMLElement): void {
  for (const heading of body.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const bold = [...heading.querySelectorAll('b, strong')].filter(
      (element) => !element.parentElement?.closest('b, strong'),
    );
    const boldText = bold.reduce(
      (length, element) => length + (element.textContent ?? '').trim().length,
      0,
    );
    if (bold.length > 0 && boldText === (heading.textContent ?? '').trim().length) {
      for (const element of bold) unwrap(element);
    }
  }
}

/** A block with no text and no picture. */
const isEmptyBlock = (block: Element) =>
  !/[^\s\u00a0]/.test(block.textContent ?? '') && !block.querySelector('img');

/** Removes what carries no text, unwraps what only styled it, drops every attribute but the kept. */
function dropStyling(body: HTMLElement): void {
  for (const element of [...body.querySelectorAll(DROPPED_TAGS)]) element.remove();
  for (const comment of comments(body)) comment.remove();
  for (const element of [...body.querySelectorAll('*')]) {
    if (!element.isConnected) continue;
    const filler = isPastedFiller({
      tag: element.tagName,
      className: element.getAttribute('class'),
      ariaHidden: element.getAttribute('aria-hidden'),
    });
    if (filler) element.remove();
    else if (element.tagName.includes(':')) unwrap(element);
  }
  for (const element of [...body.querySelectorAll('span, font')].reverse()) {
    if (isCopiedSpace(element.tagName, element.textContent ?? '')) element.textContent = ' ';
    unwrap(element);
  }
  // A div holding blocks is only a wrapper; one holding text is a paragraph.
  for (const div of [...body.querySelectorAll('div')].reverse()) {
    // Innermost first, so empty ones go before their parents are unwrapped: deep nesting
    // flattened by the parser leaves thousands of empty siblings that would move up level
    // by level.
    if (isEmptyBlock(div)) {
      div.remove();
      continue;
    }
    const holdsBlocks = [...div.children].some((child) => BLOCK_TAGS.has(child.tagName));
    if (holdsBlocks) unwrap(div);
    else retag(div, 'p');
  }
  // Line breaks between blocks (Docs writes one for each empty line) are not text.
  for (const br of [...body.querySelectorAll('br')]) {
    if (br.parentElement === body) br.remove();
  }
  // Word and LibreOffice end a copy with an empty paragraph.
  for (const paragraph of [...body.querySelectorAll('p')]) {
    if (isEmptyBlock(paragraph)) paragraph.remove();
  }
  for (const element of body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      if (!isKeptPastedAttribute(element.tagName, name, value)) element.removeAttribute(name);
    }
  }
}

export function normalizePastedHtml(html: string): string {
  const body = parseInertHtml(html);
  // A copy from this editor (or another ProseMirror one) marks its slice with `data-pm-slice` on
  // its outer element, and its lists and headings are already what the schema reads: rebuilding
  // them would lose the mark, and part of a list item would paste back as a new list.
  const fromProseMirror = body.querySelector('[data-pm-slice]') !== null;
  // In this order: Word's lists and the headings are read from styles and classes, which the
  // emphasis step then takes away.
  if (!fromProseMirror) {
    rebuildWordLists(body);
    markHeadings(body);
  }
  styledEmphasis(body);
  unboldHeadings(body);
  if (!fromProseMirror) rebuildAdjacentLists(body);
  normalizePastedTables(body);
  dropStyling(body);
  return body.innerHTML;
}
