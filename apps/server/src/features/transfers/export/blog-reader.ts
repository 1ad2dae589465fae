import { type Language, normalizeLanguage } from '@bitacora/domain';
import { and, asc, count, eq, gt, inArray, isNotNull, max, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client.ts';
import {
  blogMembers,
  blogs,
  categories,
  comments,
  media,
  menuItems,
  pages,
  posts,
  postTags,
  series,
  settings,
  slugRedirects,
  tags,
  users,
} from '../../../platform/db/schema/index.ts';

/** Rows read per query: memory stays bounded however big the blog. */
const BATCH = 200;

export type PostRow = typeof posts.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
type CommentRow = typeof comments.$inferSelect;

/** When an item was or will be published; its creation for a draft. */
export const contentDate = (row: Pick<PostRow, 'publishedAt' | 'publishAt' | 'createdAt'>) =>
  row.publishedAt ?? row.publishAt ?? row.createdAt;

/** Where a media item's original sits inside the zip. */
export const mediaPath = (key: string) => `media/${key}`;

interface Person {
  email: string;
  name: string;
}

export interface PostBatch {
  rows: PostRow[];
  tagsOf: Map<number, number[]>;
  commentsOf: Map<number, CommentRow[]>;
  oldSlugsOf: Map<number, string[]>;
  mediaKeys: Map<number, string>;
}

export type BlogReader = Awaited<ReturnType<typeof openBlogReader>>;

/**
 * The blog's small tables read once (settings, members, categories, tags, series, menu), and
 * its big ones (posts, pages, media) walked in id order a batch at a time, with what each batch
 * needs from the tables around it.
 */
export async function openBlogReader(db: Queryable, blogId: number) {
  const [blog] = await db.select().from(blogs).where(eq(blogs.id, blogId));
  if (!blog) throw new Error(`export: blog ${blogId} not found`);
  const [blogSettings] = await db.select().from(settings).where(eq(settings.blogId, blogId));

  const members = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      bio: users.bio,
      socialLinks: users.socialLinks,
      role: blogMembers.role,
      joinedAt: blogMembers.createdAt,
    })
    .from(blogMembers)
    .innerJoin(users, eq(users.id, blogMembers.userId))
    .where(eq(blogMembers.blogId, blogId))
    .orderBy(asc(blogMembers.createdAt), asc(users.id));
  /** Every author met so far, members or not (an author may have left the blog). */
  const people = new Map<number, Person>(
    members.map((m) => [m.userId, { email: m.email, name: m.name }]),
  );
  const loadPeople = async (ids: (number | null)[]) => {
    const missing = [...new Set(ids.filter((id): id is number => id !== null && !people.has(id)))];
    if (missing.length === 0) return;
    const rows = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.id, missing));
    for (const row of rows) people.set(row.id, { email: row.email, name: row.name });
  };

  const oldSlugs = async (kind: 'post' | 'page' | 'series' | 'category', ids: number[]) => {
    const map = new Map<number, string[]>();
    if (ids.length === 0) return map;
    const rows = await db
      .select({ targetId: slugRedirects.targetId, oldSlug: slugRedirects.oldSlug })
      .from(slugRedirects)
      .where(
        and(
          eq(slugRedirects.blogId, blogId),
          eq(slugRedirects.kind, kind),
          inArray(slugRedirects.targetId, ids),
        ),
      )
      .orderBy(asc(slugRedirects.createdAt), asc(slugRedirects.id));
    for (const row of rows) map.set(row.targetId, [...(map.get(row.targetId) ?? []), row.oldSlug]);
    return map;
  };

  const mediaKeysOf = async (ids: (number | null)[]) => {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const map = new Map<number, string>();
    if (wanted.length === 0) return map;
    const rows = await db
      .select({ id: media.id, key: media.storageKey })
      .from(media)
      .where(and(eq(media.blogId, blogId), inArray(media.id, wanted)));
    for (const row of rows) map.set(row.id, row.key);
    return map;
  };

  const categoryRows = await db
    .select()
    .from(categories)
    .where(eq(categories.blogId, blogId))
    .orderBy(asc(categories.id));
  const categoryOldSlugs = await oldSlugs(
    'category',
    categoryRows.map((c) => c.id),
  );
  const tagRows = await db
    .select({ id: tags.id, slug: tags.slug, name: tags.name })
    .from(tags)
    .where(eq(tags.blogId, blogId))
    .orderBy(asc(tags.id));
  const seriesRows = await db
    .select()
    .from(series)
    .where(eq(series.blogId, blogId))
    .orderBy(asc(series.id));
  await loadPeople(seriesRows.map((s) => s.authorId));
  const seriesOldSlugs = await oldSlugs(
    'series',
    seriesRows.map((s) => s.id),
  );
  const seriesCovers = await mediaKeysOf(seriesRows.map((s) => s.coverImageId));
  /** The stored files of the logo, icon, cover and social image the settings name. */
  const designImages = await mediaKeysOf([
    blogSettings?.logoId ?? null,
    blogSettings?.faviconId ?? null,
    blogSettings?.coverImageId ?? null,
    blogSettings?.socialImageId ?? null,
  ]);
  // Slugs only, however many posts: the reading order of every series.
  const seriesPosts = new Map<number, string[]>();
  for (const row of await db
    .select({ seriesId: posts.seriesId, slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.blogId, blogId), isNotNull(posts.seriesId)))
    .orderBy(asc(posts.seriesId), sql`${posts.sequenceNumber} asc nulls last`, asc(posts.id))) {
    const id = row.seriesId as number;
    seriesPosts.set(id, [...(seriesPosts.get(id) ?? []), row.slug]);
  }
  const menuRows = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.blogId, blogId))
    .orderBy(asc(menuItems.order), asc(menuItems.id));

  const countOf = async (table: typeof posts | typeof pages | typeof media) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.blogId, blogId));
    return row?.n ?? 0;
  };
  const totals = {
    posts: await countOf(posts),
    pages: await countOf(pages),
    media: await countOf(media),
  };
  // WordPress numbers posts, pages and attachments in one sequence: pages and attachments
  // are moved past the posts' ids.
  const [maxIds] = await db
    .select({
      post: sql<number>`(select coalesce(max(${posts.id}), 0) from ${posts} where ${posts.blogId} = ${blogId})`,
      page: max(pages.id),
    })
    .from(pages)
    .where(eq(pages.blogId, blogId));
  const maxPostId = Number(maxIds?.post ?? 0);
  const maxPageId = Number(maxIds?.page ?? 0);

  async function* postBatches(): AsyncGenerator<PostBatch> {
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(posts)
        .where(and(eq(posts.blogId, blogId), gt(posts.id, after)))
        .orderBy(asc(posts.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      after = (rows.at(-1) as PostRow).id;
      const ids = rows.map((r) => r.id);
      await loadPeople(rows.map((r) => r.authorId));
      const tagsOf = new Map<number, number[]>();
      for (const row of await db
        .select()
        .from(postTags)
        .where(inArray(postTags.postId, ids))
        .orderBy(asc(postTags.postId), asc(postTags.tagId)))
        tagsOf.set(row.postId, [...(tagsOf.get(row.postId) ?? []), row.tagId]);
      const commentsOf = new Map<number, CommentRow[]>();
      for (const row of await db
        .select()
        .from(comments)
        .where(and(eq(comments.blogId, blogId), inArray(comments.postId, ids)))
        .orderBy(asc(comments.postId), asc(comments.createdAt), asc(comments.id)))
        commentsOf.set(row.postId, [...(commentsOf.get(row.postId) ?? []), row]);
      yield {
        rows,
        tagsOf,
        commentsOf,
        oldSlugsOf: await oldSlugs('post', ids),
        mediaKeys: await mediaKeysOf(rows.map((r) => r.imageId)),
      };
    }
  }

  async function* pageBatches(): AsyncGenerator<PageRow[]> {
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(pages)
        .where(and(eq(pages.blogId, blogId), gt(pages.id, after)))
        .orderBy(asc(pages.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      after = (rows.at(-1) as PageRow).id;
      await loadPeople(rows.map((r) => r.authorId));
      yield rows;
    }
  }

  async function* mediaBatches(): AsyncGenerator<MediaRow[]> {
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(media)
        .where(and(eq(media.blogId, blogId), gt(media.id, after)))
        .orderBy(asc(media.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      after = (rows.at(-1) as MediaRow).id;
      await loadPeople(rows.map((r) => r.uploadedBy));
      yield rows;
    }
  }

  /** The alternative text posts gave each of these images as their featured one. */
  const altsOf = async (ids: number[]) => {
    const map = new Map<number, string>();
    if (ids.length === 0) return map;
    const rows = await db
      .select({ imageId: posts.imageId, alt: posts.imageAlt })
      .from(posts)
      .where(and(eq(posts.blogId, blogId), inArray(posts.imageId, ids), ne(posts.imageAlt, '')))
      .orderBy(asc(posts.id));
    for (const row of rows)
      if (row.imageId !== null && !map.has(row.imageId)) map.set(row.imageId, row.alt);
    return map;
  };

  const pageOldSlugs = (ids: number[]) => oldSlugs('page', ids);

  return {
    blog,
    settings: blogSettings,
    members,
    people,
    categories: categoryRows,
    categoryOldSlugs,
    categoryById: new Map(categoryRows.map((c) => [c.id, c])),
    tags: tagRows,
    tagById: new Map(tagRows.map((t) => [t.id, t])),
    series: seriesRows,
    seriesById: new Map(seriesRows.map((s) => [s.id, s])),
    seriesOldSlugs,
    seriesCovers,
    designImages,
    seriesPosts,
    menu: menuRows,
    totals,
    maxPostId,
    maxPageId,
    postBatches,
    pageBatches,
    mediaBatches,
    altsOf,
    pageOldSlugs,
    mediaKeysOf,
  };
}

/**
 * A version of a multilingual blog as the export formats mark it: its language and translation
 * group; null for an item in the main language without translations, so a blog in one language
 * exports as before.
 */
export function exportedVersion(
  reader: BlogReader,
  row: { language: string; translationGroup: string | null },
): { language: Language; group: string | null } | null {
  const language = normalizeLanguage(row.language);
  if (language === normalizeLanguage(reader.settings?.language) && row.translationGroup === null)
    return null;
  return { language, group: row.translationGroup };
}
