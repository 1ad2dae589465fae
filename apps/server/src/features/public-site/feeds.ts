import {
  DEFAULT_TIME_ZONE,
  type HreflangLink,
  hreflangLinks,
  LANGUAGES,
  type Language,
  type LanguageVersion,
  languagePrefix,
} from '@bitacora/domain';
import type { Database } from '../../platform/db/client.ts';
import { absoluteAddresses, absoluteUrl } from '../../platform/http/absolute-addresses.ts';
import { escapeHtml } from '../../platform/http/html.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import { plainTextSummary, readableContent, sanitizeRichText } from '../content/index.ts';
import { languageOf, pageLanguagePath, pagePath, postPath } from './addresses.ts';
import { authorPath, blogAuthors } from './authors.ts';
import { toPicture } from './pictures.ts';
import {
  listArchiveMonths,
  listPublishedPosts,
  listSitemapEntries,
  postContents,
  postTagNames,
} from './queries.ts';
import type { Site } from './site.ts';
import { archiveMonthPath } from './templates/views.ts';

const FEED_SIZE = 20;

/** XML 1.0 cannot carry most control characters at all, not even escaped. */
function withoutControlCharacters(value: string): string {
  return [...value]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
      return code !== 0xfffe && code !== 0xffff;
    })
    .join('');
}

/** Text for XML content and attributes. */
export function escapeXml(value: string): string {
  return withoutControlCharacters(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Plain text for an RSS element that readers render as HTML (descriptions, and titles, names and
 * categories in many readers): escaped for HTML, then for XML, so a reader that decodes the XML
 * gets `&lt;b&gt;` and shows the characters, never markup the blogger or a visitor typed.
 */
function textField(value: string): string {
  return escapeXml(escapeHtml(value));
}

/** HTML inside CDATA; a `]]>` in it would end the section early, so it is split across two. */
function cdata(value: string): string {
  return `<![CDATA[${withoutControlCharacters(value).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** The post's picture as a stored file with its true length; pictures elsewhere have none. */
function enclosure(site: Site, file: { url: string; bytes: number }): string {
  const type = /\.png$/.test(file.url) ? 'png' : /\.webp$/.test(file.url) ? 'webp' : 'jpeg';
  return `<enclosure url="${escapeXml(absoluteUrl(site.baseUrl, file.url))}" length="${file.bytes}" type="image/${type}"/>`;
}

const path = (kind: string, slug: string) => `/${kind}/${encodeURIComponent(slug)}`;

/** A feed of part of the blog (an author's posts): its own title, page and address. */
export interface FeedChannel {
  authorId: number;
  title: string;
  /** The page the feed follows and the feed's own address, paths on the blog. */
  path: string;
  feedPath: string;
}

/**
 * RSS 2.0: the latest published posts, each with its whole content (`content:encoded`) and a
 * description: the excerpt, else the start of the content as plain text. The content is cleaned
 * again here: the feed is the one place it leaves the blog's own pages, so it does not rely on
 * every stored row having gone through the editor's write path. A feed has no signed-in reader:
 * a gated post gives its free preview only, and a line saying where the rest is
 * (docs/decisions/059-visibility-and-paywall.md).
 */
export async function rssFeed(
  db: Database,
  storage: MediaStorage,
  site: Site,
  channel?: FeedChannel,
): Promise<string | null> {
  // Each language has its feed: the main one's at `/feed.xml`, another's under its code.
  const { rows } = await listPublishedPosts(db, site.id, {
    authorId: channel?.authorId,
    language: site.pageLanguage,
    limit: FEED_SIZE,
    offset: 0,
  });
  // Another language's feed exists while it has posts, as its home page does.
  if (rows.length === 0 && site.pageLanguage !== site.language) return null;
  const contents = await postContents(
    db,
    site.id,
    rows.map((post) => post.id),
  );
  const tagNames = await postTagNames(
    db,
    rows.map((post) => post.id),
  );
  const items = rows.map((post) => {
    const link = `${site.baseUrl}${postPath(site, post)}`;
    const readable = readableContent(
      { content: contents.get(post.id) ?? '', visibility: post.visibility },
      'visitor',
    );
    const content = sanitizeRichText(readable.html);
    const description = post.excerpt.trim() || plainTextSummary(content);
    const shown = readable.locked
      ? `${content}<p><a href="${escapeHtml(link)}">${escapeHtml(
          readable.locked === 'members' ? site.t.membersOnlyBox : site.t.paidOnlyBox,
        )}</a></p>`
      : content;
    const picture = toPicture(post.picture, storage);
    return `<item>
<title>${textField(post.title)}</title>
<link>${escapeXml(link)}</link>
<guid isPermaLink="true">${escapeXml(link)}</guid>
${post.publishedAt ? `<pubDate>${post.publishedAt.toUTCString()}</pubDate>\n` : ''}${
  post.authorName ? `<dc:creator>${textField(post.authorName)}</dc:creator>\n` : ''
}${post.categoryName ? `<category>${textField(post.categoryName)}</category>\n` : ''}${(tagNames.get(post.id) ?? []).map((tag) => `<category>${textField(tag.name)}</category>\n`).join('')}<description>${textField(description)}</description>
<content:encoded>${cdata(absoluteAddresses(shown, site.baseUrl))}</content:encoded>${
      picture?.file ? `\n${enclosure(site, picture.file)}` : ''
    }
</item>`;
  });
  const latest = rows[0]?.publishedAt;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title>${textField(channel ? channel.title : site.title)}</title>
<link>${escapeXml(`${site.baseUrl}${channel?.path ?? pageLanguagePath(site, '/')}`)}</link>
<description>${textField(site.description || site.title)}</description>
<language>${site.pageLanguage}</language>
<atom:link href="${escapeXml(`${site.baseUrl}${channel?.feedPath ?? pageLanguagePath(site, '/feed.xml')}`)}" rel="self" type="application/rss+xml"/>
${latest ? `<lastBuildDate>${latest.toUTCString()}</lastBuildDate>\n` : ''}${items.join('\n')}
</channel>
</rss>
`;
}

export async function sitemap(db: Database, site: Site): Promise<string> {
  // The archive's months and the authors' pages are those the blog answers: a month with a
  // published post, an author with one; drafts, scheduled and trashed posts open neither.
  const [entries, authors] = await Promise.all([
    listSitemapEntries(db, site.id, site.showSeriesPages),
    blogAuthors(db, site.id),
  ]);
  // The languages with posts, the main one first: each has its lists, under its code.
  const languages = LANGUAGES.filter(
    (language) =>
      language === site.language ||
      entries.posts.some((p) => languageOf(p.language, site.language) === language),
  ).sort((a, b) => Number(b === site.language) - Number(a === site.language));
  const months = await Promise.all(
    languages.map((language) =>
      listArchiveMonths(db, site.id, site.timeZone ?? DEFAULT_TIME_ZONE, undefined, language),
    ),
  );
  const prefix = (language: Language) => languagePrefix(language, site.language);
  /** A list's address in each language whose page of it lists posts, the main one first. */
  const lists = (kind: string, items: readonly { slug: string; languages: string[] }[]) =>
    languages.flatMap((language) =>
      items
        .filter((item) => item.languages.includes(language))
        .map((item) => url(`${prefix(language)}${path(kind, item.slug)}`)),
    );
  const url = (loc: string, lastmod?: Date, alternates: readonly HreflangLink[] = []) =>
    `<url><loc>${escapeXml(`${site.baseUrl}${loc}`)}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    }${alternates
      .map(
        (link) =>
          `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
      )
      .join('')}</url>`;
  const postLinks = versionLinks(site, entries.posts, (p) => postPath(site, p));
  const pageLinks = versionLinks(site, entries.pages, (p) => pagePath(site, p));
  // Each other language with posts has its home page.
  const homes = languages.filter((language) => language !== site.language);
  const written = new Set(entries.authorLanguages.map((row) => `${row.authorId}|${row.language}`));
  const urls = [
    url('/', entries.posts[0]?.updatedAt),
    ...homes.map((language) => url(`${prefix(language)}/`)),
    ...entries.posts.map((p) => url(postPath(site, p), p.updatedAt, postLinks(p))),
    ...entries.pages.map((p) => url(pagePath(site, p), p.updatedAt, pageLinks(p))),
    ...lists('category', entries.categories),
    ...lists('series', entries.series),
    ...lists('tag', entries.tags),
    ...languages.flatMap((language) =>
      [...authors.values()]
        .filter((author) => written.has(`${author.id}|${language}`))
        .map((author) => url(`${prefix(language)}${authorPath(author.slug)}`)),
    ),
    ...languages.flatMap((language, i) =>
      (months[i] ?? []).map((m) => url(`${prefix(language)}${archiveMonthPath(m.year, m.month)}`)),
    ),
  ];
  // The namespace of the alternates is declared where there are some: a blog in one language
  // keeps its sitemap as it was.
  const translated = urls.some((u) => u.includes('<xhtml:link'));
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${
    translated ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
  }>
${urls.join('\n')}
</urlset>
`;
}

/**
 * An item's hreflang alternates in the sitemap: its translation group's versions listed there
 * (published, for search engines), each named by every version, itself included.
 */
function versionLinks<
  T extends { slug: string; language: string; translationGroup: string | null },
>(site: Site, items: readonly T[], pathOf: (item: T) => string): (item: T) => HreflangLink[] {
  const groups = new Map<string, LanguageVersion[]>();
  for (const item of items) {
    if (item.translationGroup === null) continue;
    const versions = groups.get(item.translationGroup) ?? [];
    versions.push({
      language: languageOf(item.language, site.language),
      href: `${site.baseUrl}${pathOf(item)}`,
    });
    groups.set(item.translationGroup, versions);
  }
  return (item) =>
    item.translationGroup === null
      ? []
      : hreflangLinks(groups.get(item.translationGroup) ?? [], site.language);
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`;
}
