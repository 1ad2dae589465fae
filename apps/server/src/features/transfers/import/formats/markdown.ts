import { posix } from 'node:path';
import { sourceLanguage } from '@bitacora/domain';
import { type FileSource, openSource } from '../archive/file-source.ts';
import type { ImportedImage, ImportedItem, ImportedStatus, ImportRecord } from '../bundle.ts';
import { markdownToHtml } from '../clean/markdown.ts';
import { type ReadOptions, warner } from '../read-options.ts';
import { splitFrontMatter } from './front-matter.ts';

/**
 * A folder of Markdown files (a Jekyll or Hugo site, Obsidian notes…), as a zip or a folder:
 * every `.md`/`.markdown` file is an item keyed by its path. Images with a relative address are
 * looked up in the archive and become `archive:<path>`; `http(s)` addresses stay as they are.
 */
export const isMarkdownPath = (path: string) => /\.(md|markdown)$/i.test(path);

const JEKYLL_DATE = /^(\d{4}-\d{2}-\d{2})-(.+)$/;
/**
 * Hugo's translations by file name: `post.en.md` is the English version of `post.md`. The name
 * without the suffix, its language and the key the versions share; null for a name without one.
 */
function languageSuffix(path: string) {
  if (!isMarkdownPath(path)) return null;
  const base = posix.basename(path).replace(/\.(md|markdown)$/i, '');
  const suffix = /^(.+)\.([a-z]{2}(?:[-_][a-z]+)?)$/i.exec(base);
  const language = suffix ? sourceLanguage(suffix[2]) : null;
  if (!suffix || language === null) return null;
  const bare = suffix[1] as string;
  return { bare, language, key: `${posix.dirname(path)}/${bare}` };
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  const text = str(value);
  if (!text) return [];
  // Jekyll separates a string's categories or tags with spaces
  return (text.includes(',') ? text.split(',') : text.split(/\s+/))
    .map((v) => v.trim())
    .filter(Boolean);
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && value.trim()) {
    const d = new Date(value.trim());
    return Number.isNaN(d.getTime()) ? null : d;
  }
  // smol-toml's dates are Date subclasses; anything else with toISOString is read the same way
  if (value && typeof value === 'object' && 'toISOString' in value) {
    return toDate(String((value as { toISOString(): string }).toISOString()));
  }
  return null;
}

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const isTrue = (value: unknown) => value === true || str(value).toLowerCase() === 'true';

/**
 * Front matter that keeps a file from the public: `private: true`, a `visibility` other than
 * public, or a `status` of private, password or members-only (as Hexo, Jekyll plugins and
 * exporters from other platforms write them).
 */
function isHidden(data: Record<string, unknown>): boolean {
  if (isTrue(data.private) || isTrue(data.protected) || str(data.password) !== '') return true;
  const visibility = str(data.visibility).toLowerCase();
  if (visibility !== '' && visibility !== 'public') return true;
  return ['private', 'password', 'protected', 'members', 'paid', 'pending'].includes(
    str(data.status).toLowerCase(),
  );
}

const isPage = (path: string, data: Record<string, unknown>) =>
  data.layout === 'page' ||
  data.type === 'page' ||
  path.startsWith('_pages/') ||
  path.startsWith('pages/') ||
  path.includes('/pages/');

/** Resolves an image address against the Markdown file's folder, within the archive. */
function resolver(source: FileSource, path: string) {
  const dir = posix.dirname(path);
  return (url: string): string | null => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#')) return url;
    let clean = url.split(/[?#]/)[0] ?? '';
    try {
      clean = decodeURI(clean);
    } catch {
      // an address with a stray `%` is looked up as written
    }
    const candidates = clean.startsWith('/')
      ? [clean.slice(1), `static${clean}`, `assets${clean}`]
      : [posix.normalize(posix.join(dir, clean))];
    const found = candidates.find((c) => !c.startsWith('..') && source.has(c));
    return found ? `archive:${found}` : null;
  };
}

export async function* readMarkdown(
  file: string,
  options: ReadOptions = {},
): AsyncGenerator<ImportRecord> {
  const warn = warner(options);
  const now = options.now ?? new Date();
  const source = await openSource(file, options.zipLimits);
  const authors = new Set<string>();
  const categories = new Set<string>();
  const tags = new Set<string>();
  try {
    // Hugo joins `post.md` and `post.en.md` as versions of one text: the names with a
    // language's suffix, without it.
    const translated = new Set<string>();
    for (const path of source.files) {
      const named = languageSuffix(path);
      if (named !== null) translated.add(named.key);
    }
    for (const path of source.files) {
      if (!isMarkdownPath(path)) continue;
      const base = posix.basename(path).replace(/\.(md|markdown)$/i, '');
      // Hugo's section lists; a repository's readme is not a post
      if (base === '_index' || (/^readme$/i.test(base) && !path.includes('/'))) continue;
      if (path.split('/').some((part) => part.startsWith('.') || part === 'node_modules')) continue;

      const { data, body, error } = splitFrontMatter(await source.readText(path));
      if (error)
        warn(path, `La cabecera de ${path} no se pudo leer (${error}); se importa solo el texto.`);

      const resolve = resolver(source, path);
      const missing = new Set<string>();
      const resolveOrKeep = (url: string) => {
        const resolved = resolve(url);
        if (resolved === null) missing.add(url);
        return resolved ?? url;
      };
      let html = markdownToHtml(body).replace(
        /(<img\b[^>]*?\bsrc=")([^"]*)(")/gi,
        (_m, before: string, url: string, after: string) =>
          `${before}${resolveOrKeep(url)}${after}`,
      );
      for (const url of missing) warn(path, `La imagen ${url} de ${path} no está en el archivo.`);

      // `# Title` as the first line is the title when the front matter has none
      let title = str(data.title);
      if (!title) {
        const heading = body.match(/^\s*#\s+(.+)\s*$/m);
        if (heading && body.trimStart().startsWith('#')) {
          title = heading[1]!.trim();
          html = html.replace(/^<h1[^>]*>[\s\S]*?<\/h1>\s*/, '');
        }
      }
      const named = languageSuffix(path);
      const suffixLanguage = named?.language ?? null;
      const bare = named?.bare ?? base;
      const fileKey = `${posix.dirname(path)}/${bare}`;
      const stem =
        bare === 'index' && path.includes('/') ? posix.basename(posix.dirname(path)) : bare;
      const jekyll = stem.match(JEKYLL_DATE);
      const fileSlug = jekyll ? jekyll[2]! : stem;
      if (!title) title = fileSlug.replace(/[-_]+/g, ' ');

      const hidden = isHidden(data);
      const draftBecause = hidden
        ? `${path} es privado según su cabecera; se importa como borrador.`
        : undefined;
      if (draftBecause) warn(path, draftBecause);
      const draft =
        hidden ||
        isTrue(data.draft) ||
        str(data.status).toLowerCase() === 'draft' ||
        data.published === false ||
        path.startsWith('_drafts/');
      const when = toDate(data.date) ?? (jekyll ? toDate(jekyll[1]) : null);
      const status: ImportedStatus = draft
        ? 'draft'
        : when && when > now
          ? 'scheduled'
          : 'published';

      const authorName =
        str(data.author) || (Array.isArray(data.authors) ? str(data.authors[0]) : '');
      let authorKey: string | null = null;
      if (authorName) {
        authorKey = `author:${authorName}`;
        if (!authors.has(authorKey)) {
          authors.add(authorKey);
          yield {
            type: 'author',
            author: { key: authorKey, name: authorName, email: null, login: null },
          };
        }
      }
      // Jekyll's singular `category` is one name, spaces and all
      const one = (value: unknown) =>
        typeof value === 'string' ? [value.trim()].filter(Boolean) : list(value);
      const categoryNames = [...one(data.category), ...list(data.categories)];
      const tagNames = [...list(data.tags), ...one(data.tag)];
      for (const name of categoryNames) {
        if (categories.has(name)) continue;
        categories.add(name);
        yield {
          type: 'category',
          term: { key: name, name, slug: slugify(name), description: '', parentKey: null },
        };
      }
      for (const name of tagNames) {
        if (tags.has(name)) continue;
        tags.add(name);
        yield {
          type: 'tag',
          term: { key: name, name, slug: slugify(name), description: '', parentKey: null },
        };
      }

      const cover =
        data.cover && typeof data.cover === 'object' ? (data.cover as Record<string, unknown>) : {};
      const imageUrl =
        str(data.image) ||
        str(data.cover) ||
        str(cover.image) ||
        str(data.feature_image) ||
        str(data.featured_image) ||
        (Array.isArray(data.images) ? str(data.images[0]) : '');
      let featuredImage: ImportedImage | null = null;
      if (imageUrl) {
        const url = resolve(imageUrl);
        if (url === null) warn(path, `La imagen ${imageUrl} de ${path} no está en el archivo.`);
        featuredImage = {
          url: url ?? imageUrl,
          alt: str(cover.alt) || str(data.image_alt),
          caption: str(cover.caption),
        };
      }

      const description = str(data.description);
      const item: ImportedItem = {
        kind: isPage(path, data) ? 'page' : 'post',
        key: path,
        title,
        slug: str(data.slug) || fileSlug,
        html,
        excerpt: str(data.excerpt) || str(data.summary) || description,
        status,
        publishedAt: status === 'draft' ? null : when,
        createdAt: when,
        updatedAt: toDate(data.lastmod) ?? toDate(data.updated) ?? toDate(data.last_modified_at),
        authorKey,
        categoryKeys: [...new Set(categoryNames)],
        tagKeys: [...new Set(tagNames)],
        featuredImage,
        metaTitle: '',
        metaDescription: description,
        comments: [],
        // Eleventy's and Polyglot's `lang`, or Hugo's `file.en.md`; Hugo's `translationKey`
        language: str(data.lang) || str(data.language) || suffixLanguage,
        translationKey:
          str(data.translationKey) || (translated.has(fileKey) ? `file:${fileKey}` : null),
        ...(draftBecause ? { draftBecause } : {}),
        // Jekyll's and Eleventy's `permalink`, Hugo's `url` and `aliases`: where it was served
        oldAddresses: [str(data.permalink), str(data.url), ...list(data.aliases)].filter(
          // a permalink pattern (`/:year/:title/`) names no address
          (address) =>
            (address.startsWith('/') && !address.includes(':')) || /^https?:\/\//.test(address),
        ),
      };
      yield { type: 'item', item };
    }
  } finally {
    source.close();
  }
}
