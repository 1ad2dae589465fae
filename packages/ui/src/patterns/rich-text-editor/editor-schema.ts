import {
  codeLanguageOf,
  GALLERY_ATTRIBUTE,
  GALLERY_LAYOUT,
  type GalleryImage,
  isAllowedLinkUrl,
  PAYWALL_MARKER,
  parseVideoUrl,
  type VideoRef,
  videoPageUrl,
} from '@bitacora/domain';
import {
  codeBlockSchema,
  commonmark,
  hrSchema,
  imageSchema,
  insertHrInputRule,
  linkSchema,
  paragraphSchema,
} from '@milkdown/kit/preset/commonmark';
import { InputRule } from '@milkdown/kit/prose/inputrules';
import type { NodeType, Node as ProseNode } from '@milkdown/kit/prose/model';
import { TextSelection } from '@milkdown/kit/prose/state';
import { insertPoint } from '@milkdown/kit/prose/transform';
import type { EditorView } from '@milkdown/kit/prose/view';
import { $inputRule, $node } from '@milkdown/kit/utils';

/*
 * What this editor stores beyond Milkdown's commonmark schema (docs/decisions/010-editor-blocks.md):
 * code blocks as `<pre><code class="language-…">` with a language from the domain's list, and
 * videos as a marked figure around a plain link. Links and images that the server would refuse
 * are dropped when read (a paste, a stored document), so what the author sees is what is saved.
 */

/** A code block's language, read from `class="language-…"` (or Milkdown's `data-language`). */
export const codeBlockWithLanguage = codeBlockSchema.extendSchema((previous) => (ctx) => ({
  ...previous(ctx),
  parseDOM: [
    {
      tag: 'pre',
      preserveWhitespace: 'full',
      getAttrs: (dom) => {
        const pre = dom as HTMLElement;
        const marked = [...(pre.querySelector('code')?.classList ?? [])].find((name) =>
          name.startsWith('language-'),
        );
        const language = codeLanguageOf(marked?.slice('language-'.length) ?? pre.dataset.language);
        return { language: language ?? '' };
      },
    },
  ],
  toDOM: (node) => {
    const language = codeLanguageOf(String(node.attrs.language ?? ''));
    return ['pre', ['code', language ? { class: `language-${language}` } : {}, 0]];
  },
}));

/** A link whose address the link dialog would refuse (`javascript:`…) is read as plain text. */
export const safeLink = linkSchema.extendSchema((previous) => (ctx) => ({
  ...previous(ctx),
  parseDOM: [
    {
      tag: 'a[href]',
      getAttrs: (dom) => {
        const href = (dom as HTMLElement).getAttribute('href');
        if (!isAllowedLinkUrl(href)) return false;
        return { href, title: (dom as HTMLElement).getAttribute('title') };
      },
    },
  ],
}));

/** Images only from http(s) or the blog: a pasted `data:` image is dropped, as the server would. */
export const safeImage = imageSchema.extendSchema((previous) => (ctx) => ({
  ...previous(ctx),
  parseDOM: [
    {
      tag: 'img[src]',
      getAttrs: (dom) => {
        const element = dom as HTMLElement;
        const src = element.getAttribute('src') ?? '';
        if (!isKeptImageSrc(src)) return false;
        return {
          src,
          alt: element.getAttribute('alt') ?? '',
          title: element.getAttribute('title') ?? element.getAttribute('alt') ?? '',
        };
      },
    },
  ],
}));

export const VIDEO_NODE = 'video_embed';

/** A YouTube or Vimeo video: one block, stored as `<figure data-embed><a href>` and nothing else. */
export const videoEmbed = $node(VIDEO_NODE, () => ({
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  attrs: { provider: { default: 'youtube' }, id: { default: '' } },
  parseDOM: [
    {
      tag: 'figure[data-embed]',
      getAttrs: (dom) => {
        const href = (dom as HTMLElement).querySelector('a[href]')?.getAttribute('href');
        return parseVideoUrl(href) ?? false;
      },
    },
  ],
  toDOM: (node) => {
    const href = videoPageUrl(node.attrs as VideoRef);
    return ['figure', { 'data-embed': node.attrs.provider }, ['a', { href }, href]];
  },
  // The editor reads and writes HTML; in Markdown a video is its link on a line of its own.
  parseMarkdown: { match: () => false, runner: () => {} },
  toMarkdown: {
    match: (node) => node.type.name === VIDEO_NODE,
    runner: (state, node) => {
      state
        .openNode('paragraph')
        .addNode('text', undefined, videoPageUrl(node.attrs as VideoRef))
        .closeNode();
    },
  },
}));

export const PAYWALL_NODE = 'paywall';
/** What the divider says in the editor; the stored HTML has only Ghost's marker. */
export const PAYWALL_LABEL = 'A partir de aquí, solo miembros';
const PAYWALL_ATTRIBUTE = 'data-paywall';

/**
 * Where a members' post's free preview ends (docs/decisions/059-visibility-and-paywall.md): a
 * divider in the editor, stored as `<!--members-only-->`. ProseMirror reads and writes elements
 * only, so the marker is an element inside the editor and a comment outside it
 * ({@link paywallToElement}, {@link paywallToMarker}).
 */
export const paywallBlock = $node(PAYWALL_NODE, () => ({
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  parseDOM: [{ tag: `div[${PAYWALL_ATTRIBUTE}]` }],
  toDOM: () => [
    'div',
    { [PAYWALL_ATTRIBUTE]: '', class: 'editor-paywall', contenteditable: 'false' },
    PAYWALL_LABEL,
  ],
  parseMarkdown: { match: () => false, runner: () => {} },
  toMarkdown: {
    match: (node) => node.type.name === PAYWALL_NODE,
    runner: (state) => {
      state.addNode('html', undefined, PAYWALL_MARKER);
    },
  },
}));

/** Stored HTML as the editor reads it: the marker comments become the divider's element. */
export function paywallToElement(body: HTMLElement): HTMLElement {
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const markers: Comment[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (`<!--${node.nodeValue}-->` === PAYWALL_MARKER) markers.push(node as Comment);
  }
  for (const marker of markers) {
    const element = body.ownerDocument.createElement('div');
    element.setAttribute(PAYWALL_ATTRIBUTE, '');
    marker.replaceWith(element);
  }
  return body;
}

const PAYWALL_ELEMENT = new RegExp(`<div ${PAYWALL_ATTRIBUTE}=""[^>]*>[^<]*</div>`, 'g');

/** The editor's HTML as it is stored: the divider's element becomes the marker again. */
export function paywallToMarker(html: string): string {
  return html.replace(PAYWALL_ELEMENT, PAYWALL_MARKER);
}

export const GALLERY_NODE = 'gallery';

/**
 * Pictures shown together as a grid (an imported WordPress gallery, a pasted one): one block,
 * stored as `<figure data-gallery="grid">` around its `<img>`s and an optional caption.
 */
export const gallery = $node(GALLERY_NODE, () => ({
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  attrs: { images: { default: [] as GalleryImage[] }, caption: { default: '' } },
  parseDOM: [
    {
      tag: `figure[${GALLERY_ATTRIBUTE}]`,
      // before the single picture's figure, which would take its first image
      priority: 60,
      getAttrs: (dom) => {
        const figure = dom as HTMLElement;
        const images = [...figure.querySelectorAll('img[src]')].flatMap((img) => {
          const src = img.getAttribute('src') ?? '';
          return isKeptImageSrc(src) ? [{ src, alt: img.getAttribute('alt') ?? '' }] : [];
        });
        if (images.length === 0) return false;
        return { images, caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '' };
      },
    },
  ],
  toDOM: (node) => {
    const { images, caption } = node.attrs as { images: GalleryImage[]; caption: string };
    const pictures = images.map((image) => ['img', { src: image.src, alt: image.alt }] as const);
    return [
      'figure',
      { [GALLERY_ATTRIBUTE]: GALLERY_LAYOUT },
      ...pictures,
      ...(caption ? [['figcaption', caption] as const] : []),
    ];
  },
  // The editor reads and writes HTML; in Markdown a gallery is its images on a line.
  parseMarkdown: { match: () => false, runner: () => {} },
  toMarkdown: {
    match: (node) => node.type.name === GALLERY_NODE,
    runner: (state, node) => {
      state.openNode('paragraph');
      for (const image of node.attrs.images as GalleryImage[]) {
        state.addNode('image', undefined, undefined, { url: image.src, alt: image.alt });
      }
      state.closeNode();
    },
  },
}));

export const IMAGE_NODE = 'body_image';

/** An address the server keeps for an image: http(s) or the blog's own path. */
function isKeptImageSrc(src: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(src.trim());
}

/**
 * A picture of the post's body with its alt text and optional caption: one block, stored as
 * `<figure><img src alt><figcaption>…</figcaption></figure>`. The public page adds the sizes.
 */
export const bodyImage = $node(IMAGE_NODE, () => ({
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  attrs: { src: { default: '' }, alt: { default: '' }, caption: { default: '' } },
  parseDOM: [
    {
      tag: 'figure',
      getAttrs: (dom) => {
        const figure = dom as HTMLElement;
        if (figure.hasAttribute('data-embed') || figure.hasAttribute(GALLERY_ATTRIBUTE))
          return false;
        const img = figure.querySelector('img[src]');
        const src = img?.getAttribute('src') ?? '';
        if (!img || !isKeptImageSrc(src)) return false;
        return {
          src,
          alt: img.getAttribute('alt') ?? '',
          caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '',
        };
      },
    },
  ],
  toDOM: (node) => {
    const { src, alt, caption } = node.attrs as { src: string; alt: string; caption: string };
    const img = ['img', { src, alt }] as const;
    return caption ? ['figure', img, ['figcaption', caption]] : ['figure', img];
  },
  // The editor reads and writes HTML; in Markdown the figure is its image on a line of its own.
  parseMarkdown: { match: () => false, runner: () => {} },
  toMarkdown: {
    match: (node) => node.type.name === IMAGE_NODE,
    runner: (state, node) => {
      state
        .openNode('paragraph')
        .addNode('image', undefined, undefined, {
          url: String(node.attrs.src),
          alt: String(node.attrs.alt),
        })
        .closeNode();
    },
  },
}));

/**
 * Puts a block with no text (a rule, a video) where the cursor is, taking the place of an empty
 * paragraph, and leaves the cursor in the paragraph after it (made when there is none).
 */
export function insertBlock(view: EditorView, node: ProseNode, paragraph: NodeType): void {
  let tr = view.state.tr.replaceSelectionWith(node);
  const after = tr.selection.to;
  if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr = tr.insert(after, paragraph.create());
  tr = tr.setSelection(TextSelection.near(tr.doc.resolve(after + 1)));
  view.dispatch(tr.scrollIntoView());
}

/**
 * Puts a block at `pos` (a drop, the caret before a dialog opened): between blocks when `pos` is
 * at the start or end of a paragraph, in place of an empty one, else where the paragraph splits.
 * The cursor goes to the paragraph after it, as with {@link insertBlock}.
 */
export function insertBlockAt(
  view: EditorView,
  node: ProseNode,
  paragraph: NodeType,
  pos: number,
): void {
  const { doc } = view.state;
  const $pos = doc.resolve(Math.max(0, Math.min(pos, doc.content.size)));
  const emptyLine = $pos.parent.type === paragraph && $pos.parent.content.size === 0;
  const at = emptyLine ? null : insertPoint(doc, $pos.pos, node.type);
  if (at === null || at === undefined) {
    view.dispatch(view.state.tr.setSelection(TextSelection.near($pos)));
    insertBlock(view, node, paragraph);
    return;
  }
  let tr = view.state.tr.insert(at, node);
  const after = at + node.nodeSize;
  if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr = tr.insert(after, paragraph.create());
  tr = tr.setSelection(TextSelection.near(tr.doc.resolve(after + 1)));
  view.dispatch(tr.scrollIntoView());
}

/**
 * `---` (or `___ `, `*** `) on a line of its own is a rule, and the cursor goes on in the
 * paragraph after it. Milkdown's own rule leaves the rule selected, so the next key replaced it.
 */
export const ruleShortcut = $inputRule(
  (ctx) =>
    new InputRule(/^(?:---|___\s|\*\*\*\s)$/, (state, _match, start, end) => {
      const $start = state.doc.resolve(start);
      if ($start.parent.type !== paragraphSchema.type(ctx)) return null;
      const rest = $start.parent.content.cut(end - $start.start());
      const from = $start.before();
      const tr = state.tr.replaceWith(from, $start.after(), [
        hrSchema.type(ctx).create(),
        paragraphSchema.type(ctx).create(null, rest),
      ]);
      return tr.setSelection(TextSelection.create(tr.doc, from + 2));
    }),
);

/** Milkdown's commonmark preset with the rule shortcut above in place of its own. */
export const commonmarkBlocks = [
  ...commonmark.filter((plugin) => plugin !== insertHrInputRule),
  ruleShortcut,
];
