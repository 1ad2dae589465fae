import {
  commentingClosed,
  DEFAULT_TIME_ZONE,
  hreflangLinks,
  isLanguage,
  itemPath,
  type Language,
  type LanguageVersion,
  languagePrefix,
  type PreviewKind,
  parseVisibility,
  type ReaderAudience,
  readingTime,
  type SlugRedirectKind,
  seoDefaults,
  tagPath,
} from '@bitacora/domain';
import type { Database } from '../../platform/db/client.ts';
import { absoluteUrl } from '../../platform/http/absolute-addresses.ts';
import { escapeHtml, safeHref } from '../../platform/http/html.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import {
  type GatedItem,
  type OldAddressAnswer,
  oldPathTarget,
  readableContent,
  redirectTarget,
  renderRichContent,
} from '../content/index.ts';
import {
  listRecommendations,
  RECOMMENDATIONS_PATH,
  wellKnownRecommendations,
} from '../recommendations/index.ts';
import { languageOf, pageLanguagePath, pagePath, postPath } from './addresses.ts';
import { authorLinkName, authorPath, type BlogAuthor, blogAuthors, findAuthor } from './authors.ts';
import { contentWithPictures } from './content-images.ts';
import { robotsTxt, rssFeed, sitemap } from './feeds.ts';
import { type Picture, toPicture } from './pictures.ts';
import {
  type ArchiveMonth,
  findCategory,
  findPageForPreview,
  findPostForPreview,
  findPublishedPage,
  findPublishedPost,
  findSeries,
  findTag,
  hasPublishedPage,
  isTrashedPublic,
  listApprovedComments,
  listArchiveMonths,
  listPublishedPosts,
  listPublishedVersions,
  listRelatedPosts,
  listSeriesPosts,
  type PostPageRow,
  type PostSummaryRow,
  postTagNames,
  type StaticPageRow,
  tierNames,
} from './queries.ts';
import {
  blogCategories,
  SEARCH_JSON_PATH,
  SEARCH_PAGE_SIZE,
  SEARCH_PATH,
  searchBlog,
  searchHref,
  searchJson,
  searchResults,
  searchText,
} from './search.ts';
import { type Site, siteInLanguage } from './site.ts';
import { webManifest } from './templates/icons.ts';
import { documentHtml, type PageMeta } from './templates/layout.ts';
import {
  archiveIndex,
  archiveMonthPath,
  authorHead,
  COMMENT_AND_READ_SCRIPT,
  COMMENT_SCRIPT,
  type CommentFormState,
  columnSizes,
  goneBody,
  monthName,
  notFoundBody,
  PAYWALL_CLASS,
  type PostCard,
  pageNeighbours,
  pager,
  paywallBox,
  postArticle,
  postList,
  recommendationList,
  shownCommentCount,
  staticPage,
} from './templates/views.ts';

export const PAGE_SIZE = 10;

export interface Rendered {
  status: 200 | 301 | 400 | 403 | 404 | 409 | 410 | 429;
  contentType: string;
  body: string;
  /** Where a 301 sends the browser: the item's current address on the same blog. */
  location?: string;
  /** The page frames a video player: its policy allows the players' origins. */
  hasVideo?: boolean;
  /** The published post the page shows, for the analytics. */
  postId?: number;
}

export interface RenderContext {
  db: Database;
  storage: MediaStorage;
  site: Site;
}

const HTML = 'text/html; charset=utf-8';

const html = (
  status: Rendered['status'],
  body: string,
  hasVideo = false,
  postId?: number,
): Rendered => ({
  status,
  contentType: HTML,
  body,
  ...(hasVideo ? { hasVideo } : {}),
  ...(postId === undefined ? {} : { postId }),
});

/**
 * A post as lists show it; with the blog's authors, its byline links to the author's page
 * when they have one.
 */
function toCard(
  site: Site,
  row: Omit<PostSummaryRow, 'total'>,
  storage: MediaStorage,
  authors?: ReadonlyMap<number, BlogAuthor>,
): PostCard {
  const author = row.authorId === null ? undefined : authors?.get(row.authorId);
  return {
    title: row.title,
    slug: row.slug,
    href: postPath(site, row),
    excerpt: row.excerpt,
    publishedAt: row.publishedAt,
    authorName: row.authorName,
    authorHref: author ? pageLanguagePath(site, authorPath(author.slug)) : null,
    category:
      row.categoryName && row.categorySlug
        ? { name: row.categoryName, slug: row.categorySlug }
        : null,
    picture: toPicture(row.picture, storage),
  };
}

export function notFoundPage(site: Site): Rendered {
  return errorPage(site, 404, site.t.notFoundTitle, site.t.notFoundText, notFoundBody(site));
}

/** 429: a reader searched more often than `SEARCH_RATE_LIMIT` lets them. */
export function tooManySearchesPage(site: Site): Rendered {
  return errorPage(
    site,
    429,
    site.t.tooManySearchesTitle,
    site.t.tooManySearches,
    `<article class="notice"><h1>${escapeHtml(site.t.tooManySearchesTitle)}</h1><p role="alert">${escapeHtml(
      site.t.tooManySearches,
    )}</p><p><a href="/">${escapeHtml(site.t.backHome)}</a></p></article>`,
  );
}

/** 410 Gone: the address of a post or page now in the trash. */
export function gonePage(site: Site): Rendered {
  return errorPage(site, 410, site.t.goneTitle, site.t.goneText, goneBody(site));
}

/** A page that answers an error: titled after it, kept out of search engines. */
function errorPage(
  site: Site,
  status: Rendered['status'],
  title: string,
  description: string,
  body: string,
): Rendered {
  return html(
    status,
    documentHtml(
      site,
      { title: `${title} · ${site.title}`, description, path: '/', noindex: true },
      body,
      { errorPage: true },
    ),
  );
}

/**
 * An address that is not there: a 410 when it was a public post or page now in the trash, the
 * slug history's 301 when it is an item's old one (docs/product.md#slug-history) and a 410 when
 * that item is such a post or page, else the 404 page.
 */
async function missing(
  { db, site }: RenderContext,
  kind: SlugRedirectKind,
  slug: string,
  page = 1,
): Promise<Rendered> {
  if (
    (kind === 'post' || kind === 'page') &&
    (await isTrashedPublic(db, site.id, kind, slug, site.pageLanguage))
  )
    return gonePage(site);
  const target = await redirectTarget(db, site.id, kind, slug, {
    language: site.pageLanguage,
    main: site.language,
  });
  if (target === null) return notFoundPage(site);
  // A listing's page keeps its number at the new address.
  return oldAddressAnswer(site, target, page);
}

/** Where the main language's slug history leads an address of its own, if anywhere. */
function mainHistory({ db, site }: RenderContext, kind: 'post' | 'page', slug: string) {
  return redirectTarget(db, site.id, kind, slug, { language: site.language, main: site.language });
}

function oldAddressAnswer(site: Site, target: OldAddressAnswer, page = 1): Rendered {
  if ('gone' in target) return gonePage(site);
  const location = page > 1 ? `${target.moved}?page=${page}` : target.moved;
  return {
    status: 301,
    contentType: HTML,
    body: `<!doctype html><meta charset="utf-8"><title>${escapeHtml(site.title)}</title><a href="${escapeHtml(location)}">${escapeHtml(location)}</a>`,
    location,
  };
}

/** `?page=N` as a page number from 1; anything else is page 1. */
export function pageNumber(search: URLSearchParams): number {
  const value = Number(search.get('page') ?? '1');
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1;
}

/** The blog's authors when its cards name them (the layout's 'show author'), else none. */
const shownAuthors = ({ db, site }: RenderContext) =>
  site.layout.showAuthor ? blogAuthors(db, site.id) : Promise.resolve(undefined);

async function listing(
  ctx: RenderContext,
  input: {
    path: string;
    page: number;
    categoryId?: number;
    tagId?: number;
    month?: ArchiveMonth;
    authorId?: number;
    heading: string;
    meta: Omit<PageMeta, 'path'>;
    intro?: string;
    /** The home page of a blog that chose the grid. */
    grid?: boolean;
    /** The home page's cover, under its heading. */
    cover?: Picture | null;
    /** What comes before the list (an author's head); the list's heading then is a second level. */
    head?: string;
    /** A list that answers without posts in another language too (a home page with pages). */
    shownEmpty?: boolean;
  },
): Promise<Rendered> {
  const { db, storage, site } = ctx;
  const [{ rows, total }, authors] = await Promise.all([
    listPublishedPosts(db, site.id, {
      categoryId: input.categoryId,
      tagId: input.tagId,
      month: input.month,
      authorId: input.authorId,
      // Every list shows the page's language's posts; one in another language has some.
      language: site.pageLanguage,
      limit: PAGE_SIZE,
      offset: (input.page - 1) * PAGE_SIZE,
    }),
    shownAuthors(ctx),
  ]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // An archive's month exists while it has posts.
  // So does every list in a language other than the main one.
  const empty = input.month || (site.pageLanguage !== site.language && !input.shownEmpty);
  if (input.page > pages || (empty && total === 0)) return notFoundPage(site);
  const path = input.page === 1 ? input.path : `${input.path}?page=${input.page}`;
  const first = rows[0] ? toPicture(rows[0].picture, storage) : null;
  const main = `${input.head ?? ''}${postList(site, {
    heading: input.heading,
    headingLevel: input.head ? 2 : 1,
    intro: input.intro,
    grid: input.grid,
    cover: input.cover ? { picture: input.cover, alt: '' } : null,
    posts: rows.map((row) => toCard(site, row, storage, authors)),
    pager: pager(site, input.path, input.page, pages),
  })}`;
  return html(
    200,
    documentHtml(
      site,
      {
        ...input.meta,
        path,
        ...pageNeighbours(input.path, input.page, pages),
        // The home page's cover speaks for it; else the newest post's picture.
        image: input.cover
          ? absoluteUrl(site.baseUrl, input.cover.large)
          : first
            ? absoluteUrl(site.baseUrl, first.large)
            : null,
      },
      main,
    ),
  );
}

/**
 * The page language's home page: its posts only; the main language's at `/`, another's at `/xx/`.
 */
async function home(ctx: RenderContext, page: number): Promise<Rendered> {
  const { site } = ctx;
  const language = site.pageLanguage;
  // A language with pages and no posts yet still has a home: its pages' header links to it.
  const shownEmpty =
    language !== site.language &&
    !site.languages.includes(language) &&
    (await hasPublishedPage(ctx.db, site.id, language));
  const path = pageLanguagePath(site, '/');
  return listing(ctx, {
    path,
    page,
    grid: site.layout.homeLayout === 'grid',
    shownEmpty,
    cover: page === 1 ? site.cover : null,
    heading: site.t.latestPosts,
    meta: {
      title: page === 1 ? site.title : `${site.title} (${page})`,
      description: site.description || site.title,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: site.title,
        description: site.description,
        url: `${site.baseUrl}${path}`,
        inLanguage: language,
      },
      ...(language === site.language ? {} : { language }),
    },
  });
}

/**
 * `/blog/{slug}` (`language` null) or `/{lang}/blog/{slug}`. The main language's address serves
 * its version; when the slug is only another language's, it moves (301) to that version's own
 * address. Under a prefix only that language's version answers: another language's is a 404.
 */
async function post(
  ctx: RenderContext,
  slug: string,
  state: CommentFormState,
  status: Rendered['status'] = 200,
  language: Language | null = null,
): Promise<Rendered> {
  const row = await findPublishedPost(ctx.db, ctx.site.id, slug, language);
  // Under a code too: that language's trashed version and old slugs answer there.
  if (!row) return missing(ctx, 'post', slug);
  if (language === null && row.language !== ctx.site.language) {
    // The main language's own old slug comes first: its readers' links lead to its version.
    const history = await mainHistory(ctx, 'post', slug);
    return oldAddressAnswer(ctx.site, history ?? { moved: postPath(ctx.site, row) });
  }
  return postPage(ctx, row, state, status);
}

/**
 * The published versions of an item's translation group at their absolute addresses; none when
 * it is in no group.
 */
async function versionsOf(
  ctx: RenderContext,
  kind: 'post' | 'page',
  group: string | null,
): Promise<LanguageVersion[]> {
  const { site } = ctx;
  const rows = await listPublishedVersions(ctx.db, site.id, kind, group);
  return rows.map((row) => {
    const language = languageOf(row.language, site.language);
    return { language, href: itemPath(kind, row.slug, language, site.language) };
  });
}

/**
 * The versions the readers' switcher links to: those in the languages the settings offer (all
 * in use by default), the main language first. Search engines still hear of every version.
 */
function offered(site: Site, versions: readonly LanguageVersion[]): LanguageVersion[] {
  const order = site.switcherLanguages;
  return versions
    .filter((version) => order.includes(version.language))
    .sort((a, b) => order.indexOf(a.language) - order.indexOf(b.language));
}

/** What a version's head says of its language: its own, and its group's hreflang links. */
function languageMeta(site: Site, language: Language, versions: readonly LanguageVersion[]) {
  const alternates = hreflangLinks(
    versions.map((v) => ({ ...v, href: `${site.baseUrl}${v.href}` })),
    site.language,
  );
  return {
    ...(language === site.language ? {} : { language }),
    ...(alternates.length > 0 ? { alternates } : {}),
  };
}

/**
 * What the page's reader may read of a post or page, made ready for the page: the free preview
 * and the paywall box when the rest is not theirs (docs/decisions/059-visibility-and-paywall.md).
 * A preview is the staff's and shows the item whole.
 */
async function readableBody(
  ctx: RenderContext,
  item: GatedItem,
  options: { preview: boolean; eagerFirst: boolean },
) {
  const { site } = ctx;
  const audience: ReaderAudience = options.preview ? 'staff' : site.audience;
  const readable = readableContent(item, audience, site.tier);
  // A post open to chosen tiers names them in its box, so its reader knows which one opens it.
  const tiers =
    readable.locked === 'paid' && item.visibilityTiers?.length
      ? await tierNames(ctx.db, site.id, item.visibilityTiers)
      : [];
  const rich = renderRichContent(readable.html, site.t);
  const html = await contentWithPictures(ctx, site.id, rich.html, {
    sizes: columnSizes(site),
    eagerFirst: options.eagerFirst,
  });
  return {
    html: readable.locked ? `${html}${paywallBox(site, readable.locked, tiers)}` : html,
    hasVideo: rich.hasVideo,
  };
}

/**
 * Google's markup for paywalled content: the item is not free, and the paywall box is the part
 * that is not. Nothing for a public item.
 */
function paywallJsonLd(item: GatedItem) {
  return (parseVisibility(item.visibility) ?? 'paid') === 'public'
    ? {}
    : {
        isAccessibleForFree: false,
        hasPart: {
          '@type': 'WebPageElement',
          isAccessibleForFree: false,
          cssSelector: `.${PAYWALL_CLASS}`,
        },
      };
}

/** The context of a page in `language`: its reader strings, dates and boxes that language's. */
const inLanguage = (ctx: RenderContext, language: Language): RenderContext =>
  ctx.site.pageLanguage === language ? ctx : { ...ctx, site: siteInLanguage(ctx.site, language) };

/** A post's page; a preview is never for search engines, whatever the post says. */
async function postPage(
  outer: RenderContext,
  row: PostPageRow,
  state: CommentFormState,
  status: Rendered['status'],
  preview = false,
): Promise<Rendered> {
  const language = languageOf(row.language, outer.site.language);
  // Around the text, the page speaks the version's language (a preview's too).
  const ctx = inLanguage(outer, language);
  const { db, storage, site } = ctx;
  const shown = toCard(site, row, storage);
  const [comments, seriesPosts, tagNames, body, related, authors, versions] = await Promise.all([
    listApprovedComments(db, row.id),
    row.seriesId !== null && row.seriesTitle && row.seriesSlug
      ? listSeriesPosts(db, site.id, row.seriesId, language)
      : Promise.resolve([]),
    postTagNames(db, [row.id]),
    readableBody(ctx, row, { preview, eagerFirst: shown.picture === null }),
    listRelatedPosts(db, site.id, row),
    blogAuthors(db, site.id),
    // A preview shows the switcher of the versions already public.
    versionsOf(ctx, 'post', row.translationGroup),
  ]);
  const author = row.authorId === null ? undefined : authors.get(row.authorId);
  const authorHref = author ? pageLanguagePath(site, authorPath(author.slug)) : null;
  const authorUrl = authorHref ? `${site.baseUrl}${authorHref}` : null;
  const card = { ...shown, authorHref };
  const tags = tagNames.get(row.id) ?? [];
  const at = seriesPosts.findIndex((p) => p.id === row.id);
  const neighbour = (i: number) => {
    const p = seriesPosts[i];
    return p ? { title: p.title, href: postPath(site, p) } : null;
  };
  const featured = card.picture ? absoluteUrl(site.baseUrl, card.picture.large) : null;
  const seo = seoDefaults({
    title: row.title,
    metaTitle: row.metaTitle,
    excerpt: row.excerpt,
    metaDescription: row.metaDescription,
    image: featured,
    socialImage: row.socialImage ? absoluteUrl(site.baseUrl, row.socialImage) : null,
  });
  const image = seo.image;
  // Without its own words, the image is named by the post it illustrates; a social image of
  // its own is no longer the featured image those words describe.
  const imageAlt = image === featured ? row.imageAlt || row.title : seo.title;
  // The whole post's figure for every reader: a count gives none of its words away, and it
  // tells a reader held at the paywall how much the rest is.
  const reading = readingTime(row.content);
  const path = postPath(site, row);
  const url = `${site.baseUrl}${path}`;
  const description = seo.description || site.description || row.title;
  const main = postArticle(
    site,
    {
      ...card,
      uuid: row.uuid,
      content: body.html,
      imageAlt: row.imageAlt || row.title,
      imageCaption: row.imageCaption,
      readingMinutes: reading.minutes,
      readBeacon: site.counted && !preview,
      authorBio: row.authorBio,
      series:
        at >= 0 && row.seriesTitle && row.seriesSlug
          ? {
              title: row.seriesTitle,
              slug: row.seriesSlug,
              position: at + 1,
              count: seriesPosts.length,
              previous: neighbour(at - 1),
              next: neighbour(at + 1),
            }
          : null,
      comments,
      tags,
      related: related.map((p) => ({
        title: p.title,
        href: postPath(site, p),
        excerpt: p.excerpt,
        publishedAt: p.publishedAt,
      })),
      language,
      versions: offered(site, versions),
      // Cached pages follow a content version; a post closing by age shows it once rendered again.
      commentsOpen:
        commentingClosed(
          site.commentRules,
          { commentsClosed: row.commentsClosed, publishedAt: row.publishedAt },
          new Date(),
        ) === null,
    },
    state,
  );
  return html(
    status,
    documentHtml(
      site,
      {
        // A title of its own is the whole title, as its author measured it for the results.
        title: row.metaTitle ? seo.title : `${row.title} · ${site.title}`,
        description,
        path,
        ...languageMeta(site, language, versions),
        type: 'article',
        image,
        imageAlt,
        noindex: preview || row.noindex,
        publishedAt: row.publishedAt,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: row.title,
          description,
          url,
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          ...(image ? { image: [image] } : {}),
          ...(row.publishedAt ? { datePublished: row.publishedAt.toISOString() } : {}),
          dateModified: row.updatedAt.toISOString(),
          inLanguage: language,
          author: author
            ? personJsonLd(site, author, authorUrl as string)
            : { '@type': 'Person', name: row.authorName ?? site.t.unknownAuthor },
          publisher: { '@type': 'Organization', name: site.title, url: `${site.baseUrl}/` },
          ...(row.categoryName ? { articleSection: row.categoryName } : {}),
          ...(tags.length > 0 ? { keywords: tags.map((tag) => tag.name) } : {}),
          wordCount: reading.words,
          timeRequired: `PT${reading.minutes}M`,
          commentCount: shownCommentCount(comments),
          ...paywallJsonLd(row),
        },
      },
      main,
      { script: site.counted && !preview ? COMMENT_AND_READ_SCRIPT : COMMENT_SCRIPT },
    ),
    body.hasVideo,
    preview ? undefined : row.id,
  );
}

/** schema.org's Person for an author with a page: name, page, picture and profiles. */
function personJsonLd(site: Site, author: BlogAuthor, url: string) {
  const own = safeHref(author.picture);
  const picture = own ? absoluteUrl(site.baseUrl, own) : null;
  return {
    '@type': 'Person',
    name: author.name,
    url,
    ...(picture ? { image: picture } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.links.length > 0 ? { sameAs: author.links.map((link) => link.href) } : {}),
  };
}

/**
 * `/author/{slug}`: a member of the blog's team who has published there, with their published
 * posts of this blog, paged like the other lists (docs/decisions/067-author-pages.md).
 */
async function authorPage(ctx: RenderContext, slug: string, page: number): Promise<Rendered> {
  const { db, storage, site } = ctx;
  const author = await findAuthor(db, site.id, slug);
  if (!author) return notFoundPage(site);
  const path = pageLanguagePath(site, authorPath(author.slug));
  const url = `${site.baseUrl}${path}`;
  const picture = toPicture(
    { url: author.picture, storageKey: null, width: null, height: null, variants: null },
    storage,
  );
  return listing(ctx, {
    path,
    page,
    authorId: author.id,
    head: authorHead(site, {
      name: author.name,
      bio: author.bio,
      picture,
      social: author.links.map((link) => ({
        name: authorLinkName(site.t, link.key),
        href: link.href,
      })),
    }),
    heading: site.t.postsBy(author.name),
    meta: {
      title:
        page === 1 ? `${author.name} · ${site.title}` : `${author.name} (${page}) · ${site.title}`,
      description: author.bio || site.t.postsBy(author.name),
      type: 'website',
      feed: { title: `${site.t.postsBy(author.name)} · ${site.title}`, path: `${path}/feed.xml` },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        inLanguage: site.pageLanguage,
        mainEntity: personJsonLd(site, author, url),
      },
    },
  });
}

/** A feed, or the 404 page when there is none (a language without posts). */
function feedAnswer(site: Site, body: string | null): Rendered {
  if (body === null) return notFoundPage(site);
  return { status: 200, contentType: 'application/rss+xml; charset=utf-8', body };
}

/** `/author/{slug}/feed.xml`: the blog's feed of one author's posts in the page's language. */
async function authorFeed(ctx: RenderContext, slug: string): Promise<Rendered> {
  const { db, storage, site } = ctx;
  const author = await findAuthor(db, site.id, slug);
  if (!author) return notFoundPage(site);
  const path = pageLanguagePath(site, authorPath(author.slug));
  return feedAnswer(
    site,
    await rssFeed(db, storage, site, {
      authorId: author.id,
      title: `${site.t.postsBy(author.name)} · ${site.title}`,
      path,
      feedPath: `${path}/feed.xml`,
    }),
  );
}

async function seriesPage(ctx: RenderContext, slug: string): Promise<Rendered> {
  const { db, storage, site } = ctx;
  // FREE blogs have no series pages: their series show only as navigation inside posts.
  if (!site.showSeriesPages) return notFoundPage(site);
  const found = await findSeries(db, site.id, slug);
  if (!found) return missing(ctx, 'series', slug);
  const [rows, authors] = await Promise.all([
    listSeriesPosts(db, site.id, found.id, site.pageLanguage),
    shownAuthors(ctx),
  ]);
  if (rows.length === 0) return notFoundPage(site);
  const cover = toPicture(found.picture, storage);
  const main = postList(site, {
    heading: found.title,
    intro: [found.description, site.t.postsInSeries(rows.length)].filter(Boolean).join(' · '),
    cover: cover ? { picture: cover, alt: found.title } : null,
    posts: rows.map((row, i) => {
      const card = toCard(site, row, storage, authors);
      return { ...card, title: `${site.t.part(i + 1, rows.length)}: ${card.title}` };
    }),
  });
  return html(
    200,
    documentHtml(
      site,
      {
        title: `${site.t.series}: ${found.title} · ${site.title}`,
        description: found.description || site.description || found.title,
        path: pageLanguagePath(site, `/series/${encodeURIComponent(found.slug)}`),
        image: cover ? absoluteUrl(site.baseUrl, cover.large) : null,
      },
      main,
    ),
  );
}

/** A category's or a tag's listing as search engines and link previews name it. */
const termMeta = (site: Site, intro: string, name: string) => ({
  title: `${name} · ${site.title}`,
  description: `${intro}: ${name}. ${site.description}`.trim(),
});

async function categoryPage(ctx: RenderContext, slug: string, page: number): Promise<Rendered> {
  const { db, site } = ctx;
  const found = await findCategory(db, site.id, slug);
  // An old slug answers under every language's code (decision 076).
  if (!found) return missing(ctx, 'category', slug, page);
  return listing(ctx, {
    path: pageLanguagePath(site, `/category/${encodeURIComponent(found.slug)}`),
    page,
    categoryId: found.id,
    heading: found.name,
    intro: site.t.category,
    meta: termMeta(site, site.t.category, found.name),
  });
}

async function tagPage(ctx: RenderContext, slug: string, page: number): Promise<Rendered> {
  const { db, site } = ctx;
  const found = await findTag(db, site.id, slug);
  if (!found) return notFoundPage(site);
  return listing(ctx, {
    path: pageLanguagePath(site, tagPath(encodeURIComponent(found.slug))),
    page,
    tagId: found.id,
    heading: found.name,
    intro: site.t.tag,
    meta: termMeta(site, site.t.tag, found.name),
  });
}

/** `/{slug}` or `/{lang}/{slug}`: a page, found and moved as {@link post} finds a post. */
async function pageBySlug(
  ctx: RenderContext,
  slug: string,
  language: Language | null = null,
): Promise<Rendered> {
  const { site } = ctx;
  const found = await findPublishedPage(ctx.db, site.id, slug, language);
  if (!found) return missing(ctx, 'page', slug);
  if (language === null && found.language !== site.language) {
    const history = await mainHistory(ctx, 'page', slug);
    return oldAddressAnswer(site, history ?? { moved: pagePath(site, found) });
  }
  return staticPageOf(ctx, found);
}

async function staticPageOf(
  outer: RenderContext,
  found: StaticPageRow,
  preview = false,
): Promise<Rendered> {
  const language = languageOf(found.language, outer.site.language);
  const ctx = inLanguage(outer, language);
  const { storage, site } = ctx;
  const picture = toPicture(found.picture, storage);
  const [body, versions] = await Promise.all([
    readableBody(ctx, found, { preview, eagerFirst: picture === null }),
    versionsOf(ctx, 'page', found.translationGroup),
  ]);
  return html(
    200,
    documentHtml(
      site,
      {
        title: `${found.title} · ${site.title}`,
        description: found.excerpt || site.description || found.title,
        path: pagePath(site, found),
        ...languageMeta(site, language, versions),
        image: picture ? absoluteUrl(site.baseUrl, picture.large) : null,
        noindex: preview,
      },
      staticPage({
        title: found.title,
        content: body.html,
        picture,
        language,
        versions: offered(site, versions),
      }),
    ),
    body.hasVideo,
  );
}

/**
 * `/search?q=`: the blog's published posts and pages matching what was typed, or, with nothing
 * typed, the box alone. Never for search engines: a results page is no page of its own.
 */
async function searchPage(
  ctx: RenderContext,
  search: URLSearchParams,
  language: Language = ctx.site.language,
): Promise<Rendered> {
  const { db, site } = ctx;
  const text = searchText(search);
  const page = pageNumber(search);
  const path = `${languagePrefix(language, site.language)}${SEARCH_PATH}`;
  const { hits, total } =
    text === '' ? { hits: [], total: 0 } : await searchBlog(db, site.id, language, text, page);
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  if (page > pages) return notFoundPage(site);
  const categories = text !== '' && total === 0 ? await blogCategories(db, site.id, language) : [];
  const title = text === '' ? site.t.searchButton : site.t.searchTitle(text);
  return html(
    200,
    documentHtml(
      site,
      {
        title: `${title} · ${site.title}`,
        description: site.description || site.title,
        path,
        noindex: true,
        ...(text === '' ? {} : pageNeighbours(path, page, pages, (n) => searchHref(path, text, n))),
      },
      searchResults(site, { path, text, page, pages, total, hits, categories }),
      { searchText: text },
    ),
  );
}

/**
 * `/search.json?q=`: the header's box asks it as the reader types; the same search and
 * ranking as the page, its first page of results, never cached.
 */
async function searchSuggestions(
  ctx: RenderContext,
  search: URLSearchParams,
  language: Language = ctx.site.language,
): Promise<Rendered> {
  const { db, site } = ctx;
  const text = searchText(search);
  const result =
    text === '' ? { hits: [], total: 0 } : await searchBlog(db, site.id, language, text, 1);
  return {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(searchJson(site, text, result)),
  };
}

const timeZoneOf = (site: Site) => site.timeZone ?? DEFAULT_TIME_ZONE;

/** An archive page for search engines: a collection of the blog's posts. */
const archiveJsonLd = (site: Site, name: string, path: string) => ({
  '@context': 'https://schema.org',
  '@type': 'CollectionPage',
  name,
  url: `${site.baseUrl}${path}`,
  inLanguage: site.pageLanguage,
  isPartOf: {
    '@type': 'Blog',
    name: site.title,
    url: `${site.baseUrl}${pageLanguagePath(site, '/')}`,
  },
});

/**
 * `/archive/{yyyy}/{mm}`: the blog's posts published that month in its time zone, newest
 * first, paged; a month without posts or a malformed one is not found.
 */
async function archiveMonthPage(
  ctx: RenderContext,
  yearText: string,
  monthText: string,
  page: number,
): Promise<Rendered> {
  const { site } = ctx;
  if (!/^\d{4}$/.test(yearText) || !/^(0[1-9]|1[0-2])$/.test(monthText)) {
    return notFoundPage(site);
  }
  const year = Number(yearText);
  const month = Number(monthText);
  const name = monthName(site, year, month);
  const path = pageLanguagePath(site, archiveMonthPath(year, month));
  return listing(ctx, {
    path,
    page,
    month: { year, month, timeZone: timeZoneOf(site) },
    heading: name,
    intro: site.t.archive,
    meta: {
      title: `${site.t.archive}: ${name} · ${site.title}`,
      description: `${site.t.archive}: ${name}. ${site.description}`.trim(),
      jsonLd: archiveJsonLd(site, name, path),
    },
  });
}

/**
 * `/archive` (every year) and `/archive/{yyyy}` (one): the months with published posts and how
 * many each, linking to them; a year without posts is not found.
 */
async function archiveIndexPage(ctx: RenderContext, yearText?: string): Promise<Rendered> {
  const { db, site } = ctx;
  if (yearText !== undefined && !/^\d{4}$/.test(yearText)) return notFoundPage(site);
  const year = yearText === undefined ? undefined : Number(yearText);
  const months = await listArchiveMonths(db, site.id, timeZoneOf(site), year, site.pageLanguage);
  // Another language's archive exists while it has posts, as its other lists do.
  const empty = year !== undefined || site.pageLanguage !== site.language;
  if (empty && months.length === 0) return notFoundPage(site);
  const heading = year === undefined ? site.t.archive : `${site.t.archive}: ${year}`;
  const path = pageLanguagePath(site, year === undefined ? '/archive' : `/archive/${year}`);
  return html(
    200,
    documentHtml(
      site,
      {
        title: `${heading} · ${site.title}`,
        description: `${heading}. ${site.description}`.trim(),
        path,
        jsonLd: archiveJsonLd(site, heading, path),
      },
      archiveIndex(site, heading, months),
    ),
  );
}

/**
 * `/recomendaciones`: the sites the blog recommends, in the page's language; none is no page.
 * A page of the blog that had the address keeps it (listPath).
 */
async function recommendationsPage(ctx: RenderContext): Promise<Rendered> {
  const { db, site } = ctx;
  const items = await listRecommendations(db, site.id);
  if (items.length === 0) return notFoundPage(site);
  const path = pageLanguagePath(site, RECOMMENDATIONS_PATH);
  return html(
    200,
    documentHtml(
      site,
      {
        title: `${site.t.recommendations} · ${site.title}`,
        description: site.t.recommendationsIntro(site.title),
        path,
      },
      recommendationList(site, items),
    ),
  );
}

/**
 * `/.well-known/recommendations.json` (Ghost's open format): every blog's, an empty array when
 * it recommends none, so a reader of the format always gets an answer.
 */
async function recommendationsJson(ctx: RenderContext): Promise<Rendered> {
  return {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(wellKnownRecommendations(await listRecommendations(ctx.db, ctx.site.id))),
  };
}

/** The segments of a path, decoded; null when one cannot be decoded. */
function segments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter((part) => part !== '')
      .map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

/** Makes the blog's page at a path; `state` is a comment form's, `status` the answer's. */
type PathRenderer = (
  ctx: RenderContext,
  pathname: string,
  search: URLSearchParams,
  state?: CommentFormState,
  status?: Rendered['status'],
) => Promise<Rendered>;

/**
 * The blog's page at `pathname`: the public paths of docs/architecture.md#public-blog-request,
 * anything else 404.
 */
export const renderPath: PathRenderer = async (ctx, pathname, search, state = {}, status = 200) => {
  const rendered = await renderKnownPath(ctx, pathname, search, state, status);
  if (rendered.status !== 404) return rendered;
  // A path of the blog's previous site (an imported item's permalink there) leads to the item.
  const target = await oldPathTarget(ctx.db, ctx.site.id, pathname, ctx.site.language);
  return target === null ? rendered : oldAddressAnswer(ctx.site, target);
};

const renderKnownPath: PathRenderer = async (ctx, pathname, search, state = {}, status = 200) => {
  const { site } = ctx;
  const parts = segments(pathname);
  if (!parts) return notFoundPage(site);
  // Another language's addresses sit under its code; the main one's code leads back home.
  if (isLanguage(parts[0])) return languagePath(ctx, parts, pathname, search, state, status);
  const list = listPath(ctx, parts, search);
  if (list) return list;
  const [first = '', second, ...rest] = parts;
  if (rest.length > 0) return notFoundPage(site);
  if (first === '.well-known' && second === 'recommendations.json') return recommendationsJson(ctx);
  if (second === undefined) {
    if (first === 'sitemap.xml') {
      return {
        status: 200,
        contentType: 'application/xml; charset=utf-8',
        body: await sitemap(ctx.db, site),
      };
    }
    if (first === 'manifest.webmanifest') {
      if (site.icon === null) return notFoundPage(site);
      return {
        status: 200,
        contentType: 'application/manifest+json; charset=utf-8',
        body: webManifest({
          title: site.title,
          language: site.language,
          icon: site.icon,
          accent: site.design.accent,
        }),
      };
    }
    if (first === 'robots.txt') {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: robotsTxt(site) };
    }
    // A page whose slug was `search` before the search came keeps its address; a search
    // always carries `q`, which the header's box sends.
    if (`/${first}` === SEARCH_JSON_PATH) return searchSuggestions(ctx, search);
    if (first === 'search') {
      if (search.has('q')) return searchPage(ctx, search);
      const kept = await findPublishedPage(ctx.db, site.id, first, site.language);
      return kept ? staticPageOf(ctx, kept) : searchPage(ctx, search);
    }
    return pageBySlug(ctx, first);
  }
  if (first === 'blog') return post(ctx, second, state, status);
  return notFoundPage(site);
};

/**
 * The lists of the page's language, the same under its code as at the main language's
 * addresses: its home page, feed, archive, authors, categories, tags and series; null for any
 * other address.
 */
function listPath(
  ctx: RenderContext,
  [first, second, ...rest]: string[],
  search: URLSearchParams,
): Promise<Rendered> | null {
  const { site } = ctx;
  const page = pageNumber(search);
  if (first === undefined) return home(ctx, page);
  if (first === 'archive' && rest.length <= 1) {
    const [month] = rest;
    if (second === undefined) {
      // A page that had the address keeps it; the archive's years still answer.
      return findPublishedPage(ctx.db, site.id, first, site.pageLanguage).then((kept) =>
        kept ? staticPageOf(ctx, kept) : archiveIndexPage(ctx),
      );
    }
    return month === undefined
      ? archiveIndexPage(ctx, second)
      : archiveMonthPage(ctx, second, month, page);
  }
  if (first === 'author' && second !== undefined && rest.length === 1 && rest[0] === 'feed.xml') {
    return authorFeed(ctx, second);
  }
  if (rest.length > 0) return null;
  if (first === 'feed.xml' && second === undefined) {
    return rssFeed(ctx.db, ctx.storage, site).then((body) => feedAnswer(site, body));
  }
  if (`/${first}` === RECOMMENDATIONS_PATH && second === undefined) {
    // A page that had the address keeps it, as the archive's does.
    return findPublishedPage(ctx.db, site.id, first, site.pageLanguage).then((kept) =>
      kept ? staticPageOf(ctx, kept) : recommendationsPage(ctx),
    );
  }
  if (second === undefined) return null;
  if (first === 'series') return seriesPage(ctx, second);
  if (first === 'category') return categoryPage(ctx, second, page);
  if (first === 'tag') return tagPage(ctx, second, page);
  if (first === 'author') return authorPage(ctx, second, page);
  return null;
}

/**
 * `/{lang}/…` (docs/decisions/074-language-addresses.md): a language other than the main one has
 * its posts, pages, search and lists there; the main language's code moves (301) to the address
 * without it.
 */
async function languagePath(
  outer: RenderContext,
  [code = '', first, second, ...rest]: string[],
  pathname: string,
  search: URLSearchParams,
  state: CommentFormState,
  status: Rendered['status'],
): Promise<Rendered> {
  const language = code as Language;
  if (language === outer.site.language) {
    const query = search.toString();
    const bare = pathname.slice(1 + code.length);
    const moved = `${bare.startsWith('/') ? bare : `/${bare}`}${query ? `?${query}` : ''}`;
    return oldAddressAnswer(outer.site, { moved });
  }
  // Everything under the code speaks its language, its 404s too.
  const ctx = inLanguage(outer, language);
  const { site } = ctx;
  const list = listPath(
    ctx,
    first === undefined ? [] : [first, ...(second === undefined ? [] : [second]), ...rest],
    search,
  );
  if (list || first === undefined) return list ?? notFoundPage(site);
  if (rest.length > 0) return notFoundPage(site);
  // That language's search: a page of it that had the address keeps it, as on the main one.
  if (second === undefined && `/${first}` === SEARCH_JSON_PATH)
    return searchSuggestions(ctx, search, language);
  if (second === undefined && first === 'search' && search.has('q'))
    return searchPage(ctx, search, language);
  if (second === undefined) return pageBySlug(ctx, first, language);
  if (first === 'blog') return post(ctx, second, state, status, language);
  return notFoundPage(site);
}

/**
 * A post or page as it will look once public, in whatever state it is now
 * (docs/product.md#draft-preview); null when the item is gone.
 */
export async function renderPreview(
  ctx: RenderContext,
  item: { kind: PreviewKind; id: number },
): Promise<Rendered | null> {
  if (item.kind === 'post') {
    const row = await findPostForPreview(ctx.db, ctx.site.id, item.id);
    return row ? postPage(ctx, row, {}, 200, true) : null;
  }
  const row = await findPageForPreview(ctx.db, ctx.site.id, item.id);
  return row ? staticPageOf(ctx, row, true) : null;
}
