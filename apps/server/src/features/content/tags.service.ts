import type { PostTag } from '@bitacora/api/schemas';
import {
  type Language,
  normalizeTagName,
  TAG_MESSAGES,
  tagMergeIssue,
  tagSlug,
} from '@bitacora/domain';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { posts, postTags, tags } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { offsetOf } from './content-rules.ts';

const tagFields = { id: tags.id, name: tags.name, slug: tags.slug };

/**
 * Gives a post exactly these tags (names already merged by the domain rule), creating the ones
 * the blog lacks in the post's language; runs inside the post's save transaction.
 */
export async function setPostTags(
  tx: Queryable,
  blog: Blog,
  postId: number,
  names: readonly string[],
): Promise<void> {
  await tx.delete(postTags).where(eq(postTags.postId, postId));
  if (names.length === 0) return;
  const [post] = await tx
    .select({ language: posts.language })
    .from(posts)
    .where(eq(posts.id, postId));
  const rows = await tagsNamed(tx, blog.id, names, post?.language as Language | undefined);
  await tx.insert(postTags).values(rows.map((row) => ({ postId, tagId: row.id })));
}

/**
 * The blog's tags of these names (at least one), creating the ones it lacks, in `language` when
 * given (else the blog's main one, by the database's trigger). A tag that exists or another save
 * creates meanwhile is kept as it is: the slug names the same tag in every language.
 */
export async function tagsNamed(
  db: Queryable,
  blogId: number,
  names: readonly string[],
  language?: Language,
): Promise<{ id: number; slug: string }[]> {
  const wanted = names.map((name) => ({
    blogId,
    name,
    slug: tagSlug(name),
    ...(language !== undefined && { language }),
  }));
  await db.insert(tags).values(wanted).onConflictDoNothing();
  return db
    .select({ id: tags.id, slug: tags.slug })
    .from(tags)
    .where(
      and(
        eq(tags.blogId, blogId),
        inArray(
          tags.slug,
          wanted.map((tag) => tag.slug),
        ),
      ),
    );
}

/** The tags of each post, by name, for the API's post answers. */
export async function tagsOfPosts(
  db: Queryable,
  postIds: readonly number[],
): Promise<Map<number, PostTag[]>> {
  const byPost = new Map<number, PostTag[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: postTags.postId, ...tagFields })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, [...postIds]))
    .orderBy(asc(tags.name), asc(tags.id));
  for (const { postId, ...tag } of rows) {
    const list = byPost.get(postId) ?? [];
    list.push(tag);
    byPost.set(postId, list);
  }
  return byPost;
}

function selectTags(db: Queryable) {
  return (
    db
      .select({
        ...tagFields,
        language: tags.language,
        blogId: tags.blogId,
        postCount: count(posts.id),
      })
      .from(tags)
      .leftJoin(postTags, eq(postTags.tagId, tags.id))
      // The trash does not count: its posts are off the blog until restored.
      .leftJoin(posts, and(eq(posts.id, postTags.postId), ne(posts.status, 'TRASHED')))
      .groupBy(tags.id)
  );
}

/** `GET /api/tags`: the blog's tags by name, each with how many posts carry it. */
export async function listTags(db: Database, blog: Blog, input: { page: number; limit: number }) {
  const where = eq(tags.blogId, blog.id);
  const [rows, [total]] = await Promise.all([
    selectTags(db)
      .where(where)
      .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
      .limit(input.limit)
      .offset(offsetOf(input)),
    db.select({ value: count() }).from(tags).where(where),
  ]);
  return { data: rows, total: total?.value ?? 0 };
}

async function getTag(db: Queryable, blog: Blog, id: number) {
  const [row] = await selectTags(db).where(and(eq(tags.id, id), eq(tags.blogId, blog.id)));
  if (!row) throw notFound(TAG_MESSAGES.notFound);
  return row;
}

/**
 * `PATCH /api/tags/{id}` (ADMIN): a new name, and the slug that goes with it, and/or a language.
 * A name that is another tag's (same slug, whatever its language) is refused: merging is the way
 * to join two tags.
 */
export async function renameTag(
  db: Database,
  blog: Blog,
  id: number,
  input: { name?: string | undefined; language?: Language | undefined },
) {
  const name = input.name === undefined ? undefined : normalizeTagName(input.name);
  const slug = name === undefined ? undefined : tagSlug(name);
  try {
    await db.transaction(async (tx) => {
      await getTag(tx, blog, id);
      if (slug !== undefined) {
        const [taken] = await tx
          .select({ id: tags.id })
          .from(tags)
          .where(and(eq(tags.blogId, blog.id), eq(tags.slug, slug), ne(tags.id, id)));
        if (taken) throw conflict(TAG_MESSAGES.nameTaken);
      }
      const changes = {
        ...(name !== undefined && slug !== undefined && { name, slug }),
        ...(input.language !== undefined && { language: input.language }),
      };
      if (Object.keys(changes).length > 0)
        await tx
          .update(tags)
          .set(changes)
          .where(and(eq(tags.id, id), eq(tags.blogId, blog.id)));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TAG_MESSAGES.nameTaken);
    throw error;
  }
  return getTag(db, blog, id);
}

/**
 * `POST /api/tags/{id}/merge` (ADMIN), in one transaction: the tag's posts get `into` (those
 * that had both keep one), and the tag goes. Answers the tag that remains.
 */
export async function mergeTag(db: Database, blog: Blog, id: number, input: { into: number }) {
  await db.transaction(async (tx) => {
    const blogTags = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.blogId, blog.id), inArray(tags.id, [id, input.into])))
      .for('update');
    if (!blogTags.some((tag) => tag.id === id)) throw notFound(TAG_MESSAGES.notFound);
    const issue = tagMergeIssue({ id, into: input.into, blogTagIds: blogTags.map((t) => t.id) });
    if (issue) throw badRequest(issue);
    await tx.execute(sql`
      insert into ${postTags} (post_id, tag_id)
      select ${postTags.postId}, ${input.into} from ${postTags} where ${postTags.tagId} = ${id}
      on conflict do nothing`);
    await tx.delete(tags).where(and(eq(tags.id, id), eq(tags.blogId, blog.id)));
  });
  return getTag(db, blog, input.into);
}

/** `DELETE /api/tags/{id}` (ADMIN): its posts lose it and keep everything else. */
export async function deleteTag(db: Database, blog: Blog, id: number): Promise<void> {
  const deleted = await db
    .delete(tags)
    .where(and(eq(tags.id, id), eq(tags.blogId, blog.id)))
    .returning({ id: tags.id });
  if (deleted.length === 0) throw notFound(TAG_MESSAGES.notFound);
}
