/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import googleDocs from '../../../../e2e/src/fixtures/clipboard/google-docs.html?raw';
import libreOffice from '../../../../e2e/src/fixtures/clipboard/libreoffice.html?raw';
import notion from '../../../../e2e/src/fixtures/clipboard/notion.html?raw';
import pages from '../../../../e2e/src/fixtures/clipboard/pages.html?raw';
import webPage from '../../../../e2e/src/fixtures/clipboard/web-page.html?raw';
import wordDesktop from '../../../../e2e/src/fixtures/clipboard/word-desktop.html?raw';
import wordOnline from '../../../../e2e/src/fixtures/clipboard/word-online.html?raw';
import {
  bodyFontSize,
  headingLevelForFontSize,
  isCopiedSpace,
  isKeptPastedAttribute,
  isOrderedListMarker,
  isPastedFiller,
  pastedHeadingLevel,
  styleSheetFontSizes,
  wordListParagraph,
} from './pasted-document.ts';
import { pastedStyleEmphasis } from './pasted-style.ts';

/** The clipboard fixtures the browser tests paste, as they are on disk. */
const FIXTURES = {
  'google-docs': googleDocs,
  'word-desktop': wordDesktop,
  'word-online': wordOnline,
  libreoffice: libreOffice,
  pages,
  notion,
  'web-page': webPage,
} as const;
type FixtureName = keyof typeof FIXTURES;
const fixture = (name: FixtureName) => FIXTURES[name];

/** Every `name="value"`, `name='value'` and `name=value` attribute of every tag in some HTML. */
function attributes(html: string): Array<{ tag: string; name: string; value: string }> {
  const found: Array<{ tag: string; name: string; value: string }> = [];
  for (const [, tag = '', rest = ''] of html.matchAll(/<([a-z][\w:]*)\b([^>]*)>/gi)) {
    for (const [, name = '', ...values] of rest.matchAll(
      /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g,
    )) {
      found.push({ tag, name, value: values.find((value) => value !== undefined) ?? '' });
    }
  }
  return found;
}

describe('Word desktop lists', () => {
  const html = fixture('word-desktop');

  it("reads each list paragraph's list and level from its mso-list style", () => {
    const items = [...html.matchAll(/<p class=MsoListParagraph\w* style='([^']*)'/g)].map(
      ([, style = '']) => wordListParagraph(style),
    );
    expect(items).toEqual([
      { list: 'l0 lfo1', level: 1 },
      { list: 'l0 lfo1', level: 1 },
      { list: 'l0 lfo1', level: 2 },
      { list: 'l0 lfo1', level: 1 },
      { list: 'l1 lfo2', level: 1 },
      { list: 'l1 lfo2', level: 1 },
    ]);
  });

  it('takes no bullet span, nor a paragraph without a list, for an item', () => {
    expect(wordListParagraph('mso-list:Ignore')).toBeNull();
    expect(wordListParagraph('margin-bottom:0cm;line-height:normal')).toBeNull();
    expect(wordListParagraph('mso-list: L3 LEVEL12 LFO7')).toEqual({ list: 'l3 lfo7', level: 9 });
  });

  it("tells Word's numbers from its bullets by the marker before the text", () => {
    const markers = [...html.matchAll(/mso-list:Ignore'>([^<]*)</g)].map(([, text = '']) =>
      isOrderedListMarker(text),
    );
    expect(markers).toEqual([false, false, false, false, true, true]);
    for (const numbered of ['1.', '12)', 'a.', 'B)', 'iv.', '(2)', '1.2.']) {
      expect(isOrderedListMarker(numbered), numbered).toBe(true);
    }
    for (const bullet of ['·', 'o', '§', '•', '-', '', 'A', '\u00a0']) {
      expect(isOrderedListMarker(bullet), bullet).toBe(false);
    }
  });
});

describe('headings', () => {
  it("reads tags, Word for the web's role and Word's heading classes", () => {
    expect(pastedHeadingLevel({ tag: 'H2' })).toBe(2);
    expect(pastedHeadingLevel({ tag: 'p', role: 'heading', ariaLevel: '3' })).toBe(3);
    expect(pastedHeadingLevel({ tag: 'p', role: 'heading', ariaLevel: '9' })).toBe(6);
    expect(pastedHeadingLevel({ tag: 'p', role: 'heading' })).toBe(2);
    expect(pastedHeadingLevel({ tag: 'p', className: 'MsoTitle' })).toBe(1);
    expect(pastedHeadingLevel({ tag: 'p', className: 'MsoSubtitle' })).toBe(2);
    expect(pastedHeadingLevel({ tag: 'p', className: 'x Heading3' })).toBe(3);
    expect(pastedHeadingLevel({ tag: 'p', className: 'MsoNormal' })).toBeNull();
    expect(pastedHeadingLevel({ tag: 'div' })).toBeNull();
  });

  it('finds the headings each word processor writes in its fixture', () => {
    const levels = (html: string) =>
      [...html.matchAll(/<(h[1-6]|p)\b([^>]*)>/g)].flatMap(([, tag = '', rest = '']) => {
        const attribute = (name: string) =>
          new RegExp(`\\b${name}="([^"]*)"`).exec(rest)?.[1] ?? null;
        const level = pastedHeadingLevel({
          tag,
          role: attribute('role'),
          ariaLevel: attribute('aria-level'),
          className: attribute('class'),
        });
        return level === null ? [] : [level];
      });
    for (const name of [
      'google-docs',
      'word-desktop',
      'word-online',
      'libreoffice',
      'notion',
    ] as const) {
      expect(levels(fixture(name)), name).toEqual([2, 3]);
    }
    expect(levels(fixture('web-page'))).toEqual([2, 3]);
  });

  it("reads Pages' headings from its style sheet's font sizes", () => {
    const html = fixture('pages');
    const css = /<style type="text\/css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const sizes = styleSheetFontSizes(css);
    expect(sizes.get('p.p1')).toBe(24);
    expect(sizes.get('p.p2')).toBe(13);
    expect(sizes.get('p.p3')).toBe(18);
    expect(sizes.get('li.li2')).toBe(13);
    const samples = [...html.matchAll(/<(p|li) class="(\w+)">([\s\S]*?)<\/\1>/g)].map(
      ([, tag = '', name = '', text = '']) => ({
        size: sizes.get(`${tag}.${name}`) ?? 0,
        chars: text.replace(/<[^>]*>/g, '').length,
      }),
    );
    const body = bodyFontSize(samples);
    expect(body).toBe(13);
    expect(headingLevelForFontSize(sizes.get('p.p1') ?? 0, body ?? 0)).toBe(2);
    expect(headingLevelForFontSize(sizes.get('p.p3') ?? 0, body ?? 0)).toBe(3);
    expect(headingLevelForFontSize(sizes.get('p.p4') ?? 0, body ?? 0)).toBeNull();
  });

  it('reads pt sizes and the font shorthand, and nothing from relative sizes', () => {
    const sizes = styleSheetFontSizes(
      'h2.western { font-size: 18pt } p.a, li.b {font: italic bold 15px/1.2 serif} p.c {font-size: 1.2em} td p { font-size: 9pt }',
    );
    expect(sizes.get('h2.western')).toBe(24);
    expect(sizes.get('p.a')).toBe(15);
    expect(sizes.get('li.b')).toBe(15);
    expect(sizes.has('p.c')).toBe(false);
    expect(sizes.has('td p')).toBe(false);
    expect(bodyFontSize([])).toBeNull();
    expect(headingLevelForFontSize(20, 0)).toBeNull();
  });
});

describe('bold and italic in every fixture', () => {
  /** The emphasis each styled element turns on, as the editor reads it. */
  const styled = (html: string) =>
    attributes(html)
      .filter(({ name }) => name === 'style')
      .map(({ tag, value }) => ({ tag, ...pastedStyleEmphasis(value) }));

  it("does not take Google Docs' wrapper for bold, and finds its bold and italic runs", () => {
    const runs = styled(fixture('google-docs'));
    expect(runs[0]).toEqual({ tag: 'b', bold: false, italic: null });
    expect(runs.some((run) => run.tag === 'span' && run.bold)).toBe(true);
    expect(runs.some((run) => run.tag === 'span' && run.italic && !run.bold)).toBe(true);
  });

  it("finds Word for the web's bold and italic text runs", () => {
    const runs = styled(fixture('word-online')).filter((run) => run.tag === 'span');
    expect(runs.some((run) => run.bold)).toBe(true);
    expect(runs.some((run) => run.italic)).toBe(true);
  });

  it('finds bold and italic as tags in the others', () => {
    for (const name of ['word-desktop', 'libreoffice', 'pages'] as const) {
      expect(fixture(name), name).toMatch(/<b>[^<]*Oviedo|<b><span[^>]*>Oviedo/);
      expect(fixture(name), name).toMatch(/<i>(<span[^>]*>)?Cudillero/);
    }
    expect(fixture('notion')).toContain('<strong>Oviedo</strong>');
    expect(fixture('web-page')).toMatch(/<em [^>]*>Cudillero<\/em>/);
  });
});

describe('what a paste keeps of each fixture', () => {
  it("keeps links' addresses and drops every style, class, font and Office attribute", () => {
    for (const name of Object.keys(FIXTURES) as FixtureName[]) {
      const found = attributes(fixture(name));
      const kept = found.filter(({ tag, name: attribute, value }) =>
        isKeptPastedAttribute(tag, attribute, value),
      );
      expect(
        kept.filter(({ tag }) => tag === 'a').map(({ value }) => value),
        name,
      ).toContain('https://example.com/guia-asturias');
      expect(
        kept.filter(({ name: attribute }) => /^(style|class|id|lang|face)$/i.test(attribute)),
      ).toEqual([]);
      // Each fixture has styles or classes to drop: they are the word processors' own.
      expect(found.length > kept.length, name).toBe(true);
    }
  });

  it("reads Chrome's non-breaking space between a page's elements as a space", () => {
    expect(fixture('web-page')).toContain('<span>&nbsp;</span>');
    expect(isCopiedSpace('SPAN', '\u00a0')).toBe(true);
    expect(isCopiedSpace('span', '\u00a0km')).toBe(false);
    expect(isCopiedSpace('b', '\u00a0')).toBe(false);
  });

  it('keeps what the editor reads and nothing else', () => {
    expect(isKeptPastedAttribute('A', 'HREF', 'https://example.com')).toBe(true);
    expect(isKeptPastedAttribute('ol', 'start', '2')).toBe(true);
    expect(isKeptPastedAttribute('code', 'class', 'language-typescript')).toBe(true);
    expect(isKeptPastedAttribute('code', 'class', 'hljs')).toBe(false);
    expect(isKeptPastedAttribute('figure', 'data-embed', 'youtube')).toBe(true);
    expect(isKeptPastedAttribute('a', 'style', 'color:red')).toBe(false);
    expect(isKeptPastedAttribute('li', 'data-aria-level', '1')).toBe(false);
    expect(isKeptPastedAttribute('font', 'face', 'Arial')).toBe(false);
    // A copy from the editor itself pastes back as the slice it was.
    expect(isKeptPastedAttribute('p', 'data-pm-slice', '1 1 []')).toBe(true);
    expect(isKeptPastedAttribute('li', 'data-list-type', 'ordered')).toBe(true);
  });

  it("drops Word's paragraph marks, Word for the web's paragraph ends and hidden anchors", () => {
    expect(isPastedFiller({ tag: 'O:P' })).toBe(true);
    expect(isPastedFiller({ tag: 'span', className: 'EOP SCXW61924510 BCX8' })).toBe(true);
    expect(isPastedFiller({ tag: 'span', className: 'TextRun SCXW61924510 BCX8' })).toBe(false);
    expect(isPastedFiller({ tag: 'p', className: 'EOP' })).toBe(false);
    expect(isPastedFiller({ tag: 'a', ariaHidden: 'true' })).toBe(true);
    expect(isPastedFiller({ tag: 'a', ariaHidden: 'false' })).toBe(false);
    expect(fixture('word-desktop')).toContain('<o:p></o:p>');
    expect(fixture('word-online')).toMatch(/class="EOP /);
  });
});
