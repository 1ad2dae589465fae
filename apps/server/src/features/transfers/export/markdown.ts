import { createRequire } from 'node:module';
import type TurndownService from 'turndown';
import type { PageRow, PostRow } from './blog-reader.ts';

/**
 * The Markdown copy of a post or page, for static site generators (Hugo, Jekyll, Eleventy,
 * Astro): YAML front matter with the keys they share, then the body converted from HTML.
 */
export interface MarkdownDocument {
  title: string;
  /** When it was (or will be) published; its creation for a draft. */
  date: Date;
  slug: string;
  tags: string[];
  categories: string[];
  draft: boolean;
  image: string | null;
  description: string;
  html: string;
  /**
   * A version of a multilingual blog: its language (`lang`, as Eleventy and Jekyll's Polyglot
   * read it) and Hugo's `translationKey` joining the versions; absent in a blog in one language.
   */
  translation?: { language: string; key: string | null };
}

let turndown: TurndownService | undefined;

/** One converter for the process: building one parses its rules, and it keeps no state between calls. */
function converter(): TurndownService {
  // Required at the first conversion (an export or an import), not at start: turndown brings a
  // whole DOM implementation with it.
  if (!turndown) {
    const Turndown = createRequire(import.meta.url)('turndown') as typeof TurndownService;
    turndown = new Turndown({
      headingStyle: 'atx',
      codeBlockStyle: 'fenced',
      bulletListMarker: '-',
      emDelimiter: '_',
    });
  }
  return turndown;
}

export function htmlToMarkdown(html: string): string {
  return converter().turndown(html);
}

/**
 * A YAML double-quoted scalar. JSON's string syntax is a subset of it (the same escapes), so
 * quotes, colons, `#`, line breaks and emoji all stay text.
 */
const yamlString = (value: string) => JSON.stringify(value);
const yamlList = (values: string[]) => `[${values.map(yamlString).join(', ')}]`;

export function toMarkdownFile(doc: MarkdownDocument): string {
  const lines = [
    '---',
    `title: ${yamlString(doc.title)}`,
    `date: ${doc.date.toISOString()}`,
    `slug: ${yamlString(doc.slug)}`,
    `tags: ${yamlList(doc.tags)}`,
    `categories: ${yamlList(doc.categories)}`,
    `draft: ${doc.draft}`,
  ];
  if (doc.image) lines.push(`image: ${yamlString(doc.image)}`);
  if (doc.description) lines.push(`description: ${yamlString(doc.description)}`);
  if (doc.translation) {
    lines.push(`lang: ${yamlString(doc.translation.language)}`);
    if (doc.translation.key !== null)
      lines.push(`translationKey: ${yamlString(doc.translation.key)}`);
  }
  lines.push('---', '', htmlToMarkdown(doc.html), '');
  return lines.join('\n');
}

/**
 * A file name for a slug: slugs are already lower-case letters, digits and hyphens; anything else
 * (a slug from before the rules) is replaced so no name climbs out of its folder.
 */
export function fileNameOfSlug(slug: string, fallback: string): string {
  const safe = slug
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return safe || fallback;
}

export class ContentFileNames {
  readonly #posts = new Map<number, string>();
  readonly #pages = new Map<number, string>();
  readonly #used = new Set<string>();

  post(row: Pick<PostRow, 'id' | 'slug' | 'uuid'>) {
    return this.#name('posts', this.#posts, row);
  }

  page(row: Pick<PageRow, 'id' | 'slug' | 'uuid'>) {
    return this.#name('pages', this.#pages, row);
  }

  #name(
    folder: string,
    names: Map<number, string>,
    row: { id: number; slug: string; uuid: string },
  ): string {
    const known = names.get(row.id);
    if (known) return known;
    let name = `${folder}/${fileNameOfSlug(row.slug, row.uuid)}.md`;
    if (this.#used.has(name)) name = `${folder}/${fileNameOfSlug(row.slug, row.uuid)}-${row.id}.md`;
    this.#used.add(name);
    names.set(row.id, name);
    return name;
  }
}
