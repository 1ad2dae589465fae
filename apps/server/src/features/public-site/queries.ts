import { isGoneFromBlog, type Language } from '@bitacora/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client.ts';
import {
  blogMembers,
  blogs,
  categories,
  comments,
  media,
  memberTiers,
  menuItems,
  pages,
  paymentConnections,
  posts,
  postTags,
  series,
  settings,
  tags,
  users,
} from '../../platform/db/schema/index.ts';
import { hasRecommendations } from '../recommendations/index.ts';

/** Everything every page of a blog shows: identity, settings and menu. */
export interface SiteRow {
  blog: {
    id: number;
    uuid: string;
    name: string;
    subdomain: string;
    domain: string | null;
    domainVerifiedAt: Date | null;
    plan: string;
  };
  settings: {
    title: string;
    description: string;
    language: string;
    /** Where the blog's dates fall: its archive's months and the days its pages show. */
    timeZone?: string;
    template: string;
    googleAnalyticsId: string | null;
    socialNetworks: Record<string, unknown>;
    commentRules?: Record<string, unknown> | null;
    membersEnabled?: boolean;
    commentsMembersOnly?: boolean;
    tipsEnabled?: boolean;
    currency?: string;
    accentColor?: string | null;
    headingFont?: string | null;
    bodyFont?: string | null;
    customCss?: string | null;
    codeInjectionHead?: string | null;
    codeInjectionFoot?: string | null;
    scriptOrigins?: string[] | null;
    switcherLanguages?: string[] | null;
    layout?: unknown;
  };
  /** The languages of the blog's published posts, in no order; absent: the main one alone. */
  languages?: string[];
  /** The blog's own MercadoPago account is connected: readers' payments can be taken. */
  paymentsConnected?: boolean;
  /** The blog recommends at least one site (features/recommendations). */
  recommends?: boolean;
  /** The library images the settings name as logo and icon (null: none set). */
  logo?: DesignImageRow | null;
  favicon?: DesignImageRow | null;
  /** The home page's cover and the pages' default social image (null: none set). */
  cover?: DesignImageRow | null;
  socialImage?: DesignImageRow | null;
  menu: { id: number; label: string; url: string; order: number; parentId: number | null }[];
}

export type Variants = (typeof media.$inferSelect)['variants'];

/** A library image the blog's design names. */
export interface DesignImageRow {
  id: number;
  storageKey: string;
  width: number;
  height: number;
  variants: Variants;
}

/** A stored picture: its address and, when it came through the media library, its sizes. */
export interface PictureRow {
  url: string | null;
  storageKey: string | null;
  width: number | null;
  height: number | null;
  /** The original's size in bytes, where the caller needs it (feeds). */
  bytes?: number | null;
  variants: Variants | null;
}

const picture = <C extends AnyPgColumn>(url: C) => ({
  url,
  storageKey: media.storageKey,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
  variants: media.variants,
});

/** The blog a host names: by subdomain, or by custom domain. */
export async function findBlogId(
  db: Database,
  where: { subdomain?: string; domain?: string },
): Promise<number | null> {
  const conditions: SQL[] = [];
  if (where.subdomain) conditions.push(eq(blogs.subdomain, where.subdomain));
  if (where.domain) conditions.push(eq(blogs.domain, where.domain));
  if (conditions.length === 0) return null;
  const rows = await db
    .select({ id: blogs.id, subdomain: blogs.subdomain })
    .from(blogs)
    .where(or(...conditions));
  const bySubdomain = rows.find((row) => row.subdomain === where.subdomain);
  return (bySubdomain ?? rows[0])?.id ?? null;
}

/** The blog's own library images among these ids (a design preview's logo and cover). */
export async function blogImages(
  db: Database,
  blogId: number,
  ids: number[],
): Promise<DesignImageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: media.id,
      storageKey: media.storageKey,
      width: media.width,
      height: media.height,
      variants: media.variants,
    })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.blogId, blogId)));
}

export async function loadSite(db: Database, blogId: number): Promise<SiteRow | null> {
  const [row] = await db
    .select({
      blog: {
        id: blogs.id,
        uuid: blogs.uuid,
        name: blogs.name,
        subdomain: blogs.subdomain,
        domain: blogs.domain,
        domainVerifiedAt: blogs.domainVerifiedAt,
        plan: blogs.plan,
      },
      settings: {
        title: settings.title,
        description: settings.description,
        language: settings.language,
        timeZone: settings.timeZone,
        template: settings.template,
        googleAnalyticsId: settings.googleAnalyticsId,
        socialNetworks: settings.socialNetworks,
        commentRules: settings.commentRules,
        membersEnabled: settings.membersEnabled,
        commentsMembersOnly: settings.commentsMembersOnly,
        tipsEnabled: settings.tipsEnabled,
        currency: settings.currency,
        accentColor: settings.accentColor,
        headingFont: settings.headingFont,
        bodyFont: settings.bodyFont,
        customCss: settings.customCss,
        codeInjectionHead: settings.codeInjectionHead,
        codeInjectionFoot: settings.codeInjectionFoot,
        scriptOrigins: settings.scriptOrigins,
        switcherLanguages: settings.switcherLanguages,
        layout: settings.layout,
        logoId: settings.logoId,
        faviconId: settings.faviconId,
        coverImageId: settings.coverImageId,
        socialImageId: settings.socialImageId,
      },
      paymentsStatus: paymentConnections.status,
    })
    .from(blogs)
    .leftJoin(settings, eq(settings.blogId, blogs.id))
    .leftJoin(paymentConnections, eq(paymentConnections.blogId, blogs.id))
    .where(eq(blogs.id, blogId));
  if (!row) return null;
  const languages = await db
    .selectDistinct({ language: posts.language })
    .from(posts)
    .where(and(eq(posts.blogId, blogId), eq(posts.status, 'PUBLISHED')));
  const menu = await db
    .select({
      id: menuItems.id,
      label: menuItems.label,
      url: menuItems.url,
      order: menuItems.order,
      parentId: menuItems.parentId,
    })
    .from(menuItems)
    .where(eq(menuItems.blogId, blogId));
  const imageIds = [
    row.settings?.logoId,
    row.settings?.faviconId,
    row.settings?.coverImageId,
    row.settings?.socialImageId,
  ].filter((id): id is number => typeof id === 'number');
  const images =
    imageIds.length === 0
      ? []
      : await db
          .select({
            id: media.id,
            storageKey: media.storageKey,
            width: media.width,
            height: media.height,
            variants: media.variants,
          })
          .from(media)
          .where(and(inArray(media.id, imageIds), eq(media.blogId, blogId)));
  const image = (id: number | null | undefined) => images.find((found) => found.id === id) ?? null;
  return {
    blog: row.blog,
    languages: languages.map((l) => l.language),
    paymentsConnected: row.paymentsStatus === 'connected',
    recommends: await hasRecommendations(db, blogId),
    logo: image(row.settings?.logoId),
    favicon: image(row.settings?.faviconId),
    cover: image(row.settings?.coverImageId),
    socialImage: image(row.settings?.socialImageId),
    settings: row.settings ?? {
      title: row.blog.name,
      description: '',
      language: 'es',
      template: 'default',
      googleAnalyticsId: null,
      socialNetworks: {},
    },
    menu,
  };
}

const postSummary = {
  id: posts.id,
  uuid: posts.uuid,
  title: posts.title,
  slug: posts.slug,
  excerpt: posts.excerpt,
  visibility: posts.visibility,
  visibilityTiers: posts.visibilityTiers,
  publishedAt: posts.publishedAt,
  updatedAt: posts.updatedAt,
  authorId: posts.authorId,
  authorName: users.name,
  categoryName: categories.name,
  categorySlug: categories.slug,
  picture: picture(posts.image),
  language: posts.language,
};

export type PostSummaryRow = Awaited<ReturnType<typeof listPublishedPosts>>['rows'][number];

/** Published posts, newest first, with the total for pagination. */
export async function listPublishedPosts(
  db: Database,
  blogId: number,
  options: {
    categoryId?: number;
    tagId?: number;
    /** Published in this month of the blog's calendar. */
    month?: ArchiveMonth;
    authorId?: number;
    /** Only the posts in this language (a home page lists its language's). */
    language?: Language;
    /** Only this post (a fediverse server asking for one of the blog's articles). */
    uuid?: string;
    limit: number;
    offset: number;
  },
) {
  const month = options.month;
  const where = and(
    eq(posts.blogId, blogId),
    eq(posts.status, 'PUBLISHED'),
    options.language === undefined ? undefined : eq(posts.language, options.language),
    options.uuid === undefined ? undefined : eq(posts.uuid, options.uuid),
    month === undefined
      ? undefined
      : sql`date_trunc('month', ${posts.publishedAt} at time zone ${month.timeZone}) = make_timestamp(${month.year}::int, ${month.month}::int, 1, 0, 0, 0)`,
    options.authorId === undefined ? undefined : eq(posts.authorId, options.authorId),
    options.categoryId === undefined ? undefined : eq(posts.categoryId, options.categoryId),
    options.tagId === undefined
      ? undefined
      : inArray(
          posts.id,
          db
            .select({ id: postTags.postId })
            .from(postTags)
            .where(eq(postTags.tagId, options.tagId)),
        ),
  );
  const rows = await db
    .select({ ...postSummary, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(media, eq(media.id, posts.imageId))
    .where(where)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(options.limit)
    .offset(options.offset);
  const [first] = rows;
  // Past the last page there is no row to carry the total.
  const total: number = first
    ? first.total
    : ((await db.select({ n: count() }).from(posts).where(where))[0]?.n ?? 0);
  return { rows, total };
}

/** A month of a blog's calendar: its year, its month (1 to 12) and the blog's time zone. */
export interface ArchiveMonth {
  year: number;
  month: number;
  timeZone: string;
}

/**
 * The months with published posts in the blog's time zone, newest first, with how many; only
 * `year`'s when given.
 */
export async function listArchiveMonths(
  db: Database,
  blogId: number,
  timeZone: string,
  year?: number,
  /** Only the posts in this language (each language's archive has its own). */
  language?: Language,
): Promise<{ year: number; month: number; posts: number }[]> {
  const local = sql`(${posts.publishedAt} at time zone ${timeZone})`;
  const yearOf = sql<number>`extract(year from ${local})::int`.mapWith(Number);
  const monthOf = sql<number>`extract(month from ${local})::int`.mapWith(Number);
  return (
    db
      .select({ year: yearOf, month: monthOf, posts: count() })
      .from(posts)
      .where(
        and(
          eq(posts.blogId, blogId),
          eq(posts.status, 'PUBLISHED'),
          isNotNull(posts.publishedAt),
          language === undefined ? undefined : eq(posts.language, language),
          year === undefined ? undefined : sql`extract(year from ${local}) = ${year}`,
        ),
      )
      // By position: the expressions carry the time zone as a parameter, each its own.
      .groupBy(sql`1, 2`)
      .orderBy(sql`1 desc, 2 desc`)
  );
}

/**
 * Up to `limit` published public posts of the blog to read after this one: those sharing more
 * of its tags first, then those of its category, newest first among equals; never the post
 * itself. Only what every visitor may read of them: title, address, excerpt and date.
 */
export async function listRelatedPosts(
  db: Database,
  blogId: number,
  post: { id: number; categoryId: number | null },
  limit = 3,
) {
  // The posts sharing its tags, counted once from the post's own tags (not for every post).
  const shared = db
    .select({ postId: sql<number>`theirs.post_id`.as('shared_post_id'), n: count().as('n') })
    .from(sql`${postTags} mine join ${postTags} theirs on theirs.tag_id = mine.tag_id`)
    .where(sql`mine.post_id = ${post.id}`)
    .groupBy(sql`theirs.post_id`)
    .as('shared');
  const sharedCount = sql<number>`coalesce(${shared.n}, 0)`;
  const sameCategory =
    post.categoryId === null ? null : sql<boolean>`(${posts.categoryId} = ${post.categoryId})`;
  return db
    .select({
      title: posts.title,
      slug: posts.slug,
      language: posts.language,
      excerpt: posts.excerpt,
      publishedAt: posts.publishedAt,
    })
    .from(posts)
    .leftJoin(shared, eq(shared.postId, posts.id))
    .where(
      and(
        eq(posts.blogId, blogId),
        eq(posts.status, 'PUBLISHED'),
        eq(posts.visibility, 'public'),
        ne(posts.id, post.id),
        sameCategory ? or(isNotNull(shared.n), sameCategory) : isNotNull(shared.n),
      ),
    )
    .orderBy(
      desc(sharedCount),
      ...(sameCategory ? [desc(sameCategory)] : []),
      desc(posts.publishedAt),
      desc(posts.id),
    )
    .limit(limit);
}

/** The HTML of these posts, for the feed's full-content items. */
export async function postContents(db: Database, blogId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: posts.id, content: posts.content })
    .from(posts)
    .where(and(eq(posts.blogId, blogId), inArray(posts.id, ids)));
  return new Map(rows.map((row) => [row.id, row.content]));
}

function selectPostPage(db: Database) {
  return db
    .select({
      ...postSummary,
      content: posts.content,
      imageAlt: posts.imageAlt,
      imageCaption: posts.imageCaption,
      metaTitle: posts.metaTitle,
      metaDescription: posts.metaDescription,
      socialImage: posts.socialImage,
      noindex: posts.noindex,
      commentsClosed: posts.commentsClosed,
      seriesId: posts.seriesId,
      categoryId: posts.categoryId,
      authorBio: users.bio,
      seriesTitle: series.title,
      seriesSlug: series.slug,
      translationGroup: posts.translationGroup,
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(series, eq(series.id, posts.seriesId))
    .leftJoin(media, eq(media.id, posts.imageId));
}

export type PostPageRow = NonNullable<Awaited<ReturnType<typeof findPublishedPost>>>;

/**
 * Of the versions that share a slug in several languages, the blog's main language's first
 * (docs/decisions/073-languages-and-translations.md), then the others in a fixed order.
 */
const mainLanguageFirst = (table: typeof posts | typeof pages) => [
  sql`${table.language} = blog_main_language(${table.blogId}) desc`,
  asc(table.language),
];

/**
 * A published post of this blog by slug in `language`; with `language` null, the version the
 * main language's address names: the main one when there is one, else another (whose own
 * address the page then redirects to). Drafts and other blogs' posts are not found.
 */
export async function findPublishedPost(
  db: Database,
  blogId: number,
  slug: string,
  language: Language | null = null,
) {
  const [row] = await selectPostPage(db)
    .where(
      and(
        eq(posts.blogId, blogId),
        eq(posts.slug, slug),
        eq(posts.status, 'PUBLISHED'),
        language === null ? undefined : eq(posts.language, language),
      ),
    )
    .orderBy(...mainLanguageFirst(posts))
    .limit(1);
  return row ?? null;
}

/**
 * The published versions of a translation group, each language's slug: what a version's
 * hreflang links and language switcher name. Drafts, scheduled and trashed ones are never named.
 */
export async function listPublishedVersions(
  db: Database,
  blogId: number,
  kind: 'post' | 'page',
  group: string | null,
): Promise<{ language: string; slug: string }[]> {
  if (group === null) return [];
  const table = (kind === 'post' ? posts : pages) as typeof posts;
  return db
    .select({ language: table.language, slug: table.slug })
    .from(table)
    .where(
      and(
        eq(table.blogId, blogId),
        eq(table.translationGroup, group),
        eq(table.status, 'PUBLISHED'),
      ),
    );
}

/** A post of this blog in whatever state but the trash, for its preview. */
export async function findPostForPreview(db: Database, blogId: number, id: number) {
  const [row] = await selectPostPage(db).where(
    and(eq(posts.blogId, blogId), eq(posts.id, id), ne(posts.status, 'TRASHED')),
  );
  return row ?? null;
}

/** The published posts of a series in reading order; only `language`'s when given. */
export async function listSeriesPosts(
  db: Database,
  blogId: number,
  seriesId: number,
  language?: Language,
) {
  return db
    .select(postSummary)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(media, eq(media.id, posts.imageId))
    .where(
      and(
        eq(posts.blogId, blogId),
        eq(posts.seriesId, seriesId),
        eq(posts.status, 'PUBLISHED'),
        language === undefined ? undefined : eq(posts.language, language),
      ),
    )
    .orderBy(sql`${posts.sequenceNumber} asc nulls last`, asc(posts.publishedAt), asc(posts.id));
}

/** An approved comment as the blog shows it; `replies` only on a top-level one. */
export interface PublicComment {
  uuid: string;
  authorName: string;
  content: string;
  createdAt: Date;
  isStaffReply: boolean;
  /** A mention's source page (a webmention); null for a comment. */
  sourceUrl: string | null;
  replies?: PublicComment[];
}

/**
 * A post's approved comments, oldest first, each top-level one with its approved replies (oldest
 * first) under it. A reply shows only while its parent does.
 */
export async function listApprovedComments(db: Database, postId: number): Promise<PublicComment[]> {
  const rows = await db
    .select({
      id: comments.id,
      parentId: comments.parentId,
      uuid: comments.uuid,
      authorName: comments.authorName,
      content: comments.content,
      createdAt: comments.createdAt,
      isStaffReply: comments.isStaffReply,
      sourceUrl: comments.sourceUrl,
    })
    .from(comments)
    .where(and(eq(comments.postId, postId), eq(comments.status, 'APPROVED')))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const tops = new Map<number, PublicComment & { replies: PublicComment[] }>();
  for (const { id, parentId, ...comment } of rows) {
    if (parentId === null) tops.set(id, { ...comment, replies: [] });
  }
  for (const { id: _, parentId, ...comment } of rows) {
    if (parentId !== null) tops.get(parentId)?.replies.push(comment);
  }
  return [...tops.values()];
}

export async function findSeries(db: Database, blogId: number, slug: string) {
  const [row] = await db
    .select({
      id: series.id,
      title: series.title,
      slug: series.slug,
      description: series.description,
      updatedAt: series.updatedAt,
      picture: picture(series.coverImage),
    })
    .from(series)
    .leftJoin(media, eq(media.id, series.coverImageId))
    .where(and(eq(series.blogId, blogId), eq(series.slug, slug)));
  return row ?? null;
}

export async function findCategory(db: Database, blogId: number, slug: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.blogId, blogId), eq(categories.slug, slug)));
  return row ?? null;
}

export async function findTag(db: Database, blogId: number, slug: string) {
  const [row] = await db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(tags)
    .where(and(eq(tags.blogId, blogId), eq(tags.slug, slug)));
  return row ?? null;
}

/** The tags of these posts by name, for the post page and the feed. */
export async function postTagNames(db: Database, postIds: readonly number[]) {
  const byPost = new Map<number, { name: string; slug: string }[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: postTags.postId, name: tags.name, slug: tags.slug })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, [...postIds]))
    .orderBy(asc(tags.name), asc(tags.id));
  for (const { postId, ...tag } of rows) byPost.set(postId, [...(byPost.get(postId) ?? []), tag]);
  return byPost;
}

/**
 * Was `slug` a public post or page of this blog in `language` that is now in the trash? Its
 * address answers 410 Gone ({@link isGoneFromBlog}); a trashed draft never had a public address
 * and stays a 404.
 */
export async function isTrashedPublic(
  db: Database,
  blogId: number,
  kind: 'post' | 'page',
  slug: string,
  language: Language,
): Promise<boolean> {
  const table = (kind === 'post' ? posts : pages) as typeof posts;
  const [row] = await db
    .select({ status: table.status, statusBeforeTrash: table.statusBeforeTrash })
    .from(table)
    .where(
      and(
        eq(table.blogId, blogId),
        eq(table.slug, slug),
        eq(table.language, language),
        eq(table.status, 'TRASHED'),
      ),
    );
  return row !== undefined && isGoneFromBlog(row);
}

function selectStaticPage(db: Database) {
  return db
    .select({
      title: pages.title,
      slug: pages.slug,
      content: pages.content,
      visibility: pages.visibility,
      visibilityTiers: pages.visibilityTiers,
      excerpt: pages.excerpt,
      updatedAt: pages.updatedAt,
      picture: picture(pages.image),
      language: pages.language,
      translationGroup: pages.translationGroup,
    })
    .from(pages)
    .leftJoin(media, eq(media.id, pages.imageId));
}

export type StaticPageRow = NonNullable<Awaited<ReturnType<typeof findPublishedPage>>>;

/** A published static page of this blog by slug, as {@link findPublishedPost} finds a post. */
export async function findPublishedPage(
  db: Database,
  blogId: number,
  slug: string,
  language: Language | null = null,
) {
  const [row] = await selectStaticPage(db)
    .where(
      and(
        eq(pages.blogId, blogId),
        eq(pages.slug, slug),
        eq(pages.status, 'PUBLISHED'),
        language === null ? undefined : eq(pages.language, language),
      ),
    )
    .orderBy(...mainLanguageFirst(pages))
    .limit(1);
  return row ?? null;
}

/** Has the blog a published page in `language`? Its home page there then answers, posts or not. */
export async function hasPublishedPage(
  db: Database,
  blogId: number,
  language: Language,
): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(eq(pages.blogId, blogId), eq(pages.status, 'PUBLISHED'), eq(pages.language, language)),
    )
    .limit(1);
  return row !== undefined;
}

/** A static page of this blog in whatever state but the trash, for its preview. */
export async function findPageForPreview(db: Database, blogId: number, id: number) {
  const [row] = await selectStaticPage(db).where(
    and(eq(pages.blogId, blogId), eq(pages.id, id), ne(pages.status, 'TRASHED')),
  );
  return row ?? null;
}

/** The languages of the published posts a category, series or tag page lists. */
const postLanguages = sql<string[]>`array_agg(distinct ${posts.language})`;

/**
 * Every public address of a blog with its last change, for the sitemap; a category's, series'
 * and tag's with the languages whose pages list posts in it.
 */
export async function listSitemapEntries(db: Database, blogId: number, withSeries: boolean) {
  const [postRows, pageRows, categoryRows, seriesRows, tagRows, authorLanguages] =
    await Promise.all([
      db
        .select({
          slug: posts.slug,
          updatedAt: posts.updatedAt,
          language: posts.language,
          translationGroup: posts.translationGroup,
        })
        .from(posts)
        // A post its author keeps out of search engines is no page to offer them.
        .where(
          and(eq(posts.blogId, blogId), eq(posts.status, 'PUBLISHED'), eq(posts.noindex, false)),
        )
        .orderBy(desc(posts.publishedAt)),
      db
        .select({
          slug: pages.slug,
          updatedAt: pages.updatedAt,
          language: pages.language,
          translationGroup: pages.translationGroup,
        })
        .from(pages)
        .where(and(eq(pages.blogId, blogId), eq(pages.status, 'PUBLISHED'))),
      db
        .select({ slug: categories.slug, languages: postLanguages })
        .from(categories)
        .innerJoin(posts, eq(posts.categoryId, categories.id))
        .where(and(eq(categories.blogId, blogId), eq(posts.status, 'PUBLISHED')))
        .groupBy(categories.slug),
      withSeries
        ? db
            .select({ slug: series.slug, languages: postLanguages })
            .from(series)
            .innerJoin(posts, eq(posts.seriesId, series.id))
            .where(
              and(eq(series.blogId, blogId), eq(posts.status, 'PUBLISHED'), isNotNull(posts.slug)),
            )
            .groupBy(series.slug)
        : Promise.resolve([]),
      db
        .select({ slug: tags.slug, languages: postLanguages })
        .from(tags)
        .innerJoin(postTags, eq(postTags.tagId, tags.id))
        .innerJoin(posts, eq(posts.id, postTags.postId))
        .where(and(eq(tags.blogId, blogId), eq(posts.status, 'PUBLISHED')))
        .groupBy(tags.slug),
      // Each author's page in each language they published in.
      db
        .selectDistinct({ authorId: posts.authorId, language: posts.language })
        .from(posts)
        .where(and(eq(posts.blogId, blogId), eq(posts.status, 'PUBLISHED'))),
    ]);
  return {
    authorLanguages,
    posts: postRows,
    pages: pageRows,
    categories: categoryRows,
    series: seriesRows,
    tags: tagRows,
  };
}

/** The names of a post's chosen tiers, in the blog's order, for its paywall box. */
export async function tierNames(
  db: Database,
  blogId: number,
  uuids: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ name: memberTiers.name })
    .from(memberTiers)
    .where(and(eq(memberTiers.blogId, blogId), inArray(memberTiers.uuid, [...uuids])))
    .orderBy(asc(memberTiers.sortOrder), asc(memberTiers.id));
  return rows.map((row) => row.name);
}

/**
 * The blog's team, oldest account first (the order their author slugs are given in), each with
 * whether they have a published post on the blog: only those have an author page.
 */
export async function listBlogTeam(db: Database, blogId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      bio: users.bio,
      picture: users.picture,
      socialLinks: users.socialLinks,
      published: sql<boolean>`exists (select 1 from ${posts} where ${posts.blogId} = ${blogId} and ${posts.authorId} = ${users.id} and ${posts.status} = 'PUBLISHED')`,
    })
    .from(blogMembers)
    .innerJoin(users, eq(users.id, blogMembers.userId))
    .where(eq(blogMembers.blogId, blogId))
    .orderBy(asc(users.id));
}
