import {
  type CodeLanguage,
  codeLanguageOf,
  parseVideoUrl,
  VIDEO_PROVIDER_NAMES,
  type VideoProvider,
  videoPageUrl,
  videoPlayerUrl,
} from '@bitacora/domain';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { escapeHtml } from '../public-site/html.ts';
import { decodeHtmlEntities } from './sanitize-html.ts';

/*
 * Stored post HTML (already cleaned by sanitize-html.ts) made ready for the public page: code
 * blocks highlighted here, so readers run no script, and video figures turned into players.
 * Everything added is written by this module from values it checked, never copied from the post.
 */

/** The highlighter's grammar for each language of the editor's list. */
const GRAMMARS: Record<CodeLanguage, { name: string; grammar: typeof bash }> = {
  bash: { name: 'bash', grammar: bash },
  css: { name: 'css', grammar: css },
  html: { name: 'xml', grammar: xml },
  java: { name: 'java', grammar: java },
  javascript: { name: 'javascript', grammar: javascript },
  json: { name: 'json', grammar: json },
  php: { name: 'php', grammar: php },
  python: { name: 'python', grammar: python },
  sql: { name: 'sql', grammar: sql },
  typescript: { name: 'typescript', grammar: typescript },
  yaml: { name: 'yaml', grammar: yaml },
};
for (const { name, grammar } of Object.values(GRAMMARS)) hljs.registerLanguage(name, grammar);

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
  const { value } = hljs.highlight(text, {
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

export interface RenderedContent {
  html: string;
  /** Whether the HTML frames a video player, so the page's policy must allow its origin. */
  hasVideo: boolean;
}

/** A post's or page's stored HTML as the public page shows it. */
export function renderRichContent(html: string, labels: VideoLabels): RenderedContent {
  let hasVideo = false;
  const out = html
    .replace(CODE_BLOCK, highlightedBlock)
    .replace(VIDEO_FIGURE, (whole, href: string) => {
      const figure = videoFigure(whole, href, labels);
      if (figure !== whole) hasVideo = true;
      return figure;
    });
  return { html: out, hasVideo };
}
