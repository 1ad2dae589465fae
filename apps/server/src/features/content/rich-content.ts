import { createRequire } from 'node:module';
import {
  type CodeLanguage,
  codeLanguageOf,
  parseVideoUrl,
  VIDEO_PROVIDER_NAMES,
  type VideoProvider,
  videoPageUrl,
  videoPlayerUrl,
} from '@bitacora/domain';
import type { HLJSApi, LanguageFn } from 'highlight.js';
import { escapeHtml } from '../../platform/http/html.ts';
import { decodeHtmlEntities } from './sanitize-html.ts';

/*
 * Stored post HTML (already cleaned by sanitize-html.ts) made ready for the public page: code
 * blocks highlighted here, so readers run no script, video figures turned into players, and
 * tables put in scrollable regions.
 * Everything added is written by this module from values it checked, never copied from the post.
 */

/** The highlighter's grammar module (under highlight.js/lib/languages/) for each language of the editor's list. */
const GRAMMARS: Record<CodeLanguage, { name: string; module: string }> = {
  bash: { name: 'bash', module: 'bash' },
  css: { name: 'css', module: 'css' },
  html: { name: 'xml', module: 'xml' },
  java: { name: 'java', module: 'java' },
  javascript: { name: 'javascript', module: 'javascript' },
  json: { name: 'json', module: 'json' },
  php: { name: 'php', module: 'php' },
  python: { name: 'python', module: 'python' },
  sql: { name: 'sql', module: 'sql' },
  typescript: { name: 'typescript', module: 'typescript' },
  yaml: { name: 'yaml', module: 'yaml' },
};

let hljs: HLJSApi | undefined;

/**
 * highlight.js and its grammars, required at the first code block rather than at start: they
 * take some 6 MiB of heap that a server whose posts have no code never needs.
 */
function highlighter(): HLJSApi {
  if (!hljs) {
    const require = createRequire(import.meta.url);
    const core = require('highlight.js/lib/core') as HLJSApi;
    for (const { name, module } of Object.values(GRAMMARS)) {
      core.registerLanguage(name, require(`highlight.js/lib/languages/${module}`) as LanguageFn);
    }
    hljs = core;
  }
  return hljs;
}

/** The words a player and its fallback link say, in the blog's language. */
export interface VideoLabels {
  /** The iframe's title, read by screen readers: 'Vídeo de YouTube'. */
  videoPlayer: (provider: string) => string;
  /** The link under the player: 'Ver el vídeo en YouTube'. */
  watchVideoOn: (provider: string) => string;
}

const CODE_BLOCK = /<pre><code class="language-([a-z]+)">([\s\S]*?)<\/code><\/pre>/g;
const VIDEO_FIGURE =
  /<figure data-embed="(?:youtube|vimeo)">\s*<a\b[^>]*?\shref="([^"]*)"[^>]*>[\s\S]*?<\/a>\s*<\/figure>/g;
const TAG = /<[^>]*>/g;

function highlightedBlock(whole: string, name: string, body: string): string {
  const language = codeLanguageOf(name);
  if (!language) return whole;
  const text = decodeHtmlEntities(body.replace(TAG, ''));
  // highlight.js escapes the code it is given and adds only `<span class="hljs-…">`.
  const { value } = highlighter().highlight(text, {
    language: GRAMMARS[language].name,
    ignoreIllegals: true,
  });
  return `<pre><code class="hljs language-${language}">${value}</code></pre>`;
}

function videoFigure(whole: string, href: string, labels: VideoLabels): string {
  const video = parseVideoUrl(decodeHtmlEntities(href));
  if (!video) return whole;
  const name = VIDEO_PROVIDER_NAMES[video.provider satisfies VideoProvider];
  // The id matched a strict pattern (letters, digits, '-', '_'), so the addresses need no escaping.
  return (
    `<figure class="video" data-embed="${video.provider}">` +
    `<iframe src="${videoPlayerUrl(video)}" title="${escapeHtml(labels.videoPlayer(name))}" loading="lazy" ` +
    'allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowfullscreen ' +
    'referrerpolicy="strict-origin-when-cross-origin"></iframe>' +
    `<figcaption><a href="${videoPageUrl(video)}">${escapeHtml(labels.watchVideoOn(name))}</a></figcaption></figure>`
  );
}

/** What a table's scroll region is called, in the blog's language. */
export interface TableLabels {
  /** 'Tabla', or 'Tabla 2' when the post has more than one (`n` counts from 1). */
  table: (n: number | null) => string;
}

const TABLE_PART = /<(\/?)(table|thead)>|<th\b([^>]*)>/g;

/**
 * Each table in a region of its own that scrolls sideways on a narrow screen: focusable, so a
 * keyboard can scroll it, and named, numbered when there are several so each region's name is
 * its own. A header cell without a scope gets one: a column's in the head, a row's elsewhere.
 */
function accessibleTables(html: string, labels: TableLabels): string {
  if (!html.includes('<table>')) return html;
  const count = html.split('<table>').length - 1;
  let seen = 0;
  let inHead = 0;
  return html.replace(TABLE_PART, (whole, close: string, tag: string | undefined, rest: string) => {
    if (tag === 'table') {
      if (close) return '</table></div>';
      seen += 1;
      const name = escapeHtml(labels.table(count > 1 ? seen : null));
      return `<div class="table-scroll" role="region" aria-label="${name}" tabindex="0"><table>`;
    }
    if (tag === 'thead') {
      inHead += close ? -1 : 1;
      return whole;
    }
    if (/\sscope=/.test(rest)) return whole;
    return `<th scope="${inHead > 0 ? 'col' : 'row'}"${rest}>`;
  });
}

export interface RenderedContent {
  html: string;
  /** Whether the HTML frames a video player, so the page's policy must allow its origin. */
  hasVideo: boolean;
}

/** A post's or page's stored HTML as the public page shows it. */
export function renderRichContent(
  html: string,
  labels: VideoLabels & TableLabels,
): RenderedContent {
  let hasVideo = false;
  const out = accessibleTables(html, labels)
    .replace(CODE_BLOCK, highlightedBlock)
    .replace(VIDEO_FIGURE, (whole, href: string) => {
      const figure = videoFigure(whole, href, labels);
      if (figure !== whole) hasVideo = true;
      return figure;
    });
  return { html: out, hasVideo };
}
