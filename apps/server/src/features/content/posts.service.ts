import {
  type BulkPostsData,
  type BulkResult,
  type CreatePostData,
  type ListPostsParams,
  type ListResponse,
  type Post,
  type PostTag,
  postRevisionFieldsSchema,
  type UpdatePostData,
} from '@bitacora/api/schemas';
import { bulkStatus, canonicalDomain, SERVER_MESSAGES } from '@bitacora/domain';
import { type AnyColumn, and, eq, exists, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import { PLANNED_FOR_ITS_VALUES, prepared } from '../../platform/db/prepared.ts';
import type { Blog } from '../../platform/db/rows.ts';
import {
  categories,
  media,
  posts,
  postTags,
  series,
  tags,
  users,
} from '../../platform/db/schema/index.ts';
import { invalidField, notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/http/policy.ts';
import { lockForBulk } from './bulk-content.ts';
import { restoreChanges, statusChanges, trashChanges } from './content-lifecycle.ts';
import {
  cappedCount,
  countEveryTime,
  type ListTotalCache,
  listOrder,
  listTotal,
  matchesSearch,
  searchQueryText,
} from './content-list.ts';
import {
  assertMediaInBlog,
  assertSlugFree,
  cleanContent,
  offsetOf,
  slugExists,
  withSlugConflict,
} from './content-rules.ts';
import { contentSaved } from './content-saved.ts';
import { draftsOnlyBy, mayRead, publishedOrBy } from './draft-visibility.ts';
import { ownedRowForWrite } from './owned-row.ts';
import { forgetPreviewLinks } from './preview-links.service.ts';
import { assertBaseRevision, getRevision, listRevisions } from './revisions.service.ts';
import { claimSlug, forgetSlugHistory, recordSlugChange } from './slug-history.service.ts';
import { setPostTags, tagsOfPosts } from './tags.service.ts';

export const POST_NOT_FOUND = SERVER_MESSAGES.postNotFound;
const SEQUENCE_WITHOUT_SERIES = SERVER_MESSAGES.sequenceWithoutSeries;

/** A post's own columns, without the search document (for the database only). */
const { searchDocument: _searchDocument, ...postColumns } = getTableColumns(posts);
type PostRow = Omit<typeof posts.$inferSelect, 'searchDocument'>;

/** One query shape for every read: the post with its author, category and series. */
function selectPosts<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Queryable,
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      post: postColumns,
      authorName: users.name,
      authorEmail: users.email,
      categoryName: categories.name,
      seriesTitle: series.title,
      ...extra,
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(series, eq(series.id, posts.seriesId));
}
interface Joined {
  post: PostRow;
  authorName: string | null;
  authorEmail: string | null;
  categoryName: string | null;
  seriesTitle: string | null;
}

/** Post as the API answers it. */
function toPostDto(row: Joined, blog: Blog, tags: PostTag[] = []) {
  const { post } = row;
  return {
    ...post,
    author: row.authorEmail === null ? null : { name: row.authorName, email: row.authorEmail },
    category:
      post.categoryId === null || row.categoryName === null
        ? null
        : { id: post.categoryId, name: row.categoryName },
    series:
      post.seriesId === null || row.seriesTitle === null
        ? null
        : { id: post.seriesId, title: row.seriesTitle },
    // The domain the post's address uses: a pending one is not the blog's address yet.
    blog: {
      id: blog.id,
      uuid: blog.uuid,
      subdomain: blog.subdomain,
      domain: canonicalDomain(blog),
    },
    tags,
  };
}

/** One post as the API answers it, with its tags. */
async function postWithTags(db: Queryable, row: Joined, blog: Blog) {
  const tags = await tagsOfPosts(db, [row.post.id]);
  return toPostDto(row, blog, tags.get(row.post.id));
}

/** A timestamp as `Date.prototype.toJSON` writes it (UTC, milliseconds), for JSON built in SQL. */
const isoTimestamp = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A `json_build_object` of the given keys and values. */
const jsonObject = (fields: [string, SQL | AnyColumn][]) =>
  sql`json_build_object(${sql.join(
    fields.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/**
 * The JSON of {@link toPostDto}, built by the database for a page of the list: the same keys in
 * the same order, dates as `toJSON` writes them, the tags by name. The page's rows then go from
 * the database to the answer as one text, without a row, field or `Date` object on the way.
 */
function postJson() {
  const columns = Object.entries(postColumns).map(([key, column]): [string, SQL | AnyColumn] => [
    key,
    column.columnType === 'PgTimestamp' ? isoTimestamp(column) : column,
  ]);
  const tagsOfPost = sql`coalesce((select json_agg(${jsonObject([
    ['id', tags.id],
    ['name', tags.name],
    ['slug', tags.slug],
  ])} order by ${tags.name}, ${tags.id}) from ${postTags} inner join ${tags} on ${eq(tags.id, postTags.tagId)} where ${eq(postTags.postId, posts.id)}), '[]'::json)`;
  return jsonObject([
    ...columns,
    [
      'author',
      sql`case when ${users.email} is null then null else ${jsonObject([
        ['name', users.name],
        ['email', users.email],
      ])} end`,
    ],
    [
      'category',
      sql`case when ${posts.categoryId} is null or ${categories.name} is null then null else ${jsonObject(
        [
          ['id', posts.categoryId],
          ['name', categories.name],
        ],
      )} end`,
    ],
    [
      'series',
      sql`case when ${posts.seriesId} is null or ${series.title} is null then null else ${jsonObject(
        [
          ['id', posts.seriesId],
          ['title', series.title],
        ],
      )} end`,
    ],
    ['blog', sql`${sql.placeholder('blog')}::json`],
    ['tags', tagsOfPost],
  ]);
}

/** The blog of every post of a list, as {@link toPostDto} writes it. */
const blogJson = (blog: Blog) =>
  JSON.stringify({
    id: blog.id,
    uuid: blog.uuid,
    subdomain: blog.subdomain,
    domain: canonicalDomain(blog),
  });

/**
 * `GET /api/posts`: the blog's posts, newest change first unless `sort`/`order` say otherwise,
 * filtered by status, category, tag, author, series and a search of title and body. Drafts
 * only with `includeDrafts` or a status filter (the panel's list); the default is what the
 * public may see. An AUTHOR's drafts are its own: `draftsBy` (from {@link draftsOnlyBy}) names
 * whose, null for everyone's. `totals` may keep the total of a set of filters for the next page
 * or order of the same list. The answer is its JSON text.
 */
export async function listPostsJson(
  db: Database,
  blog: Blog,
  draftsBy: number | null,
  input: ListPostsParams,
  totals: ListTotalCache = countEveryTime,
): Promise<string> {
  const visibility = input.status ? 'status' : input.includeDrafts ? 'all' : 'published';
  const search = searchQueryText(input.search);
  const filters = {
    category: !!input.categoryId,
    tag: !!input.tagId,
    author: !!input.authorId,
    series: !!input.seriesId,
    search: search !== undefined,
    ownDrafts: visibility !== 'published' && draftsBy !== null,
  };
  const shape = `${visibility}_${Object.values(filters).map(Number).join('')}_${input.sort}_${input.order}`;
  const statements = prepared(db, `posts_list_${shape}`, () => {
    const conditions: SQL[] = [eq(posts.blogId, sql.placeholder('blogId'))];
    if (visibility === 'status') conditions.push(eq(posts.status, sql.placeholder('status')));
    if (visibility === 'published') conditions.push(eq(posts.status, 'PUBLISHED'));
    // The trash is a list of its own (`GET /api/trash`).
    if (visibility === 'all') conditions.push(ne(posts.status, 'TRASHED'));
    if (filters.ownDrafts) conditions.push(publishedOrBy(posts, sql.placeholder('draftsBy')));
    if (filters.category) conditions.push(eq(posts.categoryId, sql.placeholder('categoryId')));
    if (filters.tag)
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(postTags)
            .where(
              and(eq(postTags.postId, posts.id), eq(postTags.tagId, sql.placeholder('tagId'))),
            ),
        ),
      );
    if (filters.author) conditions.push(eq(posts.authorId, sql.placeholder('authorId')));
    if (filters.series) conditions.push(eq(posts.seriesId, sql.placeholder('seriesId')));
    if (filters.search)
      conditions.push(matchesSearch(posts.searchDocument, sql.placeholder('search')));
    const where = and(...conditions);
    const total = filters.search ? cappedCount(db, posts, where) : db.$count(posts, where);
    return {
      // The page's ids alone, from an index where one serves the order: a short statement,
      // planned for its values on every call (a generic plan cannot tell a rare word from a
      // common one, and for a common word it reads and sorts every match: 6.5 ms against 0.1).
      page: db
        .select({ id: posts.id })
        .from(posts)
        .where(where)
        .orderBy(...listOrder(posts, input.sort, input.order))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(PLANNED_FOR_ITS_VALUES),
      total: db
        .select({ value: total })
        .from(sql`(select 1) as one`)
        .prepare(PLANNED_FOR_ITS_VALUES),
    };
  });
  const params = {
    blogId: blog.id,
    status: input.status,
    categoryId: input.categoryId,
    tagId: input.tagId,
    authorId: input.authorId,
    seriesId: input.seriesId,
    search,
    draftsBy: draftsBy ?? undefined,
    limit: input.limit,
    offset: offsetOf(input),
  };
  // The total names the filters only: every page and order of one list shares it.
  const { limit: _limit, offset: _offset, ...filtered } = params;
  const totalKey = `${visibility}:${JSON.stringify(filtered)}`;
  const ids = await statements.page.execute(params);
  // A page shorter than the limit is the list's last: it tells the total without counting.
  const last = ids.length < params.limit && (ids.length > 0 || params.offset === 0);
  const [data, total] = await Promise.all([
    ids.length === 0 ? '[]' : postsJsonByIds(db, blog, ids),
    totals(totalKey, async () =>
      last ? params.offset + ids.length : ((await statements.total.execute(params))[0]?.value ?? 0),
    ),
  ]);
  return `{"data":${data},${JSON.stringify(listTotal(total, filters.search)).slice(1)}`;
}

/**
 * The posts of a page as the JSON array of their {@link toPostDto}, in the order of `ids`: one
 * statement of one shape for every list, lookups by primary key, so it is planned once.
 */
async function postsJsonByIds(db: Database, blog: Blog, ids: { id: number }[]) {
  const statement = prepared(db, 'posts_json_by_ids', (name) => {
    const page = sql`unnest(${sql.placeholder('ids')}::int[]) with ordinality as page(id, n)`;
    return db
      .select({
        json: sql<string>`coalesce(json_agg(${postJson()} order by page.n), '[]'::json)::text`,
      })
      .from(page)
      .innerJoin(posts, sql`${posts.id} = page.id`)
      .leftJoin(users, eq(users.id, posts.authorId))
      .leftJoin(categories, eq(categories.id, posts.categoryId))
      .leftJoin(series, eq(series.id, posts.seriesId))
      .prepare(name);
  });
  const [row] = await statement.execute({
    ids: `{${ids.map((row) => row.id).join(',')}}`,
    blog: blogJson(blog),
  });
  return row?.json ?? '[]';
}

/** {@link listPostsJson}, read back as a value (dates as the text the API answers). */
export async function listPosts(
  db: Database,
  blog: Blog,
  draftsBy: number | null,
  input: ListPostsParams,
  totals: ListTotalCache = countEveryTime,
): Promise<ListResponse<Post>> {
  return JSON.parse(await listPostsJson(db, blog, draftsBy, input, totals)) as ListResponse<Post>;
}

async function findPost(db: Queryable, blog: Blog, where: SQL) {
  const [row] = await selectPosts(db).where(and(eq(posts.blogId, blog.id), where));
  if (!row) throw notFound(POST_NOT_FOUND);
  return row;
}

/** `GET /api/posts/uuid/{uuid}`; another blog's post, or another author's draft, is 404. */
export async function getPost(db: Database, actor: Actor, blog: Blog, uuid: string) {
  const statement = prepared(db, 'post_by_uuid', (name) =>
    selectPosts(db)
      .where(
        and(eq(posts.blogId, sql.placeholder('blogId')), eq(posts.uuid, sql.placeholder('uuid'))),
      )
      .prepare(name),
  );
  const [row] = await statement.execute({ blogId: blog.id, uuid });
  // A trashed post is edited again only once restored.
  if (!row || row.post.status === 'TRASHED' || !mayRead(actor, row.post))
    throw notFound(POST_NOT_FOUND);
  return postWithTags(db, row, blog);
}

/** Check-slug: is the slug taken in the active blog (ignoring the post being edited)? */
export async function postSlugExists(
  db: Database,
  blog: Blog,
  slug: string,
  excludeUuid?: string,
): Promise<boolean> {
  return slugExists(db, posts, blog.id, slug, excludeUuid ? { uuid: excludeUuid } : {});
}

/** Category and series must be the blog's own; a sequence number needs a series. */
async function checkLinks(
  db: Queryable,
  blog: Blog,
  links: { categoryId: number | null; seriesId: number | null; sequenceNumber: number | null },
) {
  if (links.categoryId !== null) {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, links.categoryId), eq(categories.blogId, blog.id)));
    if (!row) throw invalidField('categoryId', SERVER_MESSAGES.categoryNotInBlog);
  }
  if (links.seriesId !== null) {
    const [row] = await db
      .select({ id: series.id })
      .from(series)
      .where(and(eq(series.id, links.seriesId), eq(series.blogId, blog.id)));
    if (!row) throw invalidField('seriesId', SERVER_MESSAGES.seriesNotInBlog);
  } else if (links.sequenceNumber !== null) {
    throw invalidField('sequenceNumber', SEQUENCE_WITHOUT_SERIES);
  }
}

/**
 * `POST /api/posts`. The author is the caller and the blog the active one, whatever the
 * body says (docs/architecture.md#authorship-and-access); the slug is unique per blog and the
 * content is cleaned.
 */
export async function createPost(
  db: Database,
  actor: Actor,
  blog: Blog,
  input: CreatePostData,
  now: Date = new Date(),
) {
  const content = cleanContent(input.content);
  const lifecycle = statusChanges(null, input, now);
  const links = {
    categoryId: input.categoryId ?? null,
    seriesId: input.seriesId ?? null,
    sequenceNumber: input.sequenceNumber ?? null,
  };
  const id = await withSlugConflict(input.slug, () =>
    db.transaction(async (tx) => {
      await checkLinks(tx, blog, links);
      await assertMediaInBlog(tx, blog.id, input.imageId);
      await assertSlugFree(tx, posts, blog.id, input.slug);
      const [created] = await tx
        .insert(posts)
        .values({
          blogId: blog.id,
          authorId: actor.userId,
          ...links,
          title: input.title,
          slug: input.slug,
          content,
          excerpt: input.excerpt ?? '',
          ...lifecycle,
          image: input.image ?? null,
          imageId: input.imageId ?? null,
          imageAlt: input.imageAlt ?? '',
          imageCaption: input.imageCaption ?? '',
          metaTitle: input.metaTitle ?? '',
          metaDescription: input.metaDescription ?? '',
          socialImage: input.socialImage ?? null,
          noindex: input.noindex ?? false,
          commentsClosed: input.commentsClosed ?? false,
          skipNewsletter: input.skipNewsletter ?? false,
        })
        .returning({ id: posts.id });
      if (!created) throw new Error('insert returned no row');
      await claimSlug(tx, blog.id, 'post', input.slug);
      if (input.tags) await setPostTags(tx, blog, created.id, input.tags);
      await contentSaved(
        tx,
        { kind: 'post', id: created.id },
        {
          authorId: actor.userId,
          autosave: false,
          now,
          published: lifecycle.status === 'PUBLISHED',
        },
      );
      return created.id;
    }),
  );
  return postWithTags(db, await findPost(db, blog, eq(posts.id, id)), blog);
}

/** The changes a PATCH body asks for, with the rules that tie fields together. */
function postChanges(current: PostRow, input: UpdatePostData, now: Date) {
  const changes: Partial<typeof posts.$inferInsert> = { ...statusChanges(current, input, now) };
  if (input.title !== undefined) changes.title = input.title;
  if (input.slug !== undefined) changes.slug = input.slug;
  if (input.content !== undefined) changes.content = cleanContent(input.content);
  if (input.excerpt !== undefined) changes.excerpt = input.excerpt;
  if (input.categoryId !== undefined) changes.categoryId = input.categoryId;
  if (input.seriesId !== undefined) changes.seriesId = input.seriesId;
  if (input.sequenceNumber !== undefined) changes.sequenceNumber = input.sequenceNumber;
  // Leaving a series leaves its numbering too.
  if (input.seriesId === null && input.sequenceNumber === undefined) changes.sequenceNumber = null;
  if (input.image !== undefined) changes.image = input.image;
  if (input.imageId !== undefined) changes.imageId = input.imageId;
  if (input.imageAlt !== undefined) changes.imageAlt = input.imageAlt;
  if (input.imageCaption !== undefined) changes.imageCaption = input.imageCaption;
  if (input.metaTitle !== undefined) changes.metaTitle = input.metaTitle;
  if (input.metaDescription !== undefined) changes.metaDescription = input.metaDescription;
  if (input.socialImage !== undefined) changes.socialImage = input.socialImage;
  if (input.noindex !== undefined) changes.noindex = input.noindex;
  if (input.commentsClosed !== undefined) changes.commentsClosed = input.commentsClosed;
  if (input.skipNewsletter !== undefined) changes.skipNewsletter = input.skipNewsletter;
  // Removal marked in the form; a new image in the same body wins. The words described the
  // image that goes, so they go with it.
  if (input.removeImage === true && input.image === undefined && input.imageId === undefined) {
    changes.image = null;
    changes.imageId = null;
    changes.imageAlt = '';
    changes.imageCaption = '';
  }
  return changes;
}

/**
 * Loads a post of the blog for a write, checking the actor may do `permission` to it. Outside
 * the trash unless `inTrash`; in it only then (the trash's own calls).
 */
async function postForWrite(
  db: Queryable,
  actor: Actor,
  blog: Blog,
  id: number,
  permission: 'update:post:own' | 'delete:post:own',
  inTrash = false,
) {
  const [row] = await db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.id, id),
        eq(posts.blogId, blog.id),
        inTrash ? eq(posts.status, 'TRASHED') : ne(posts.status, 'TRASHED'),
      ),
    )
    .for('update');
  return ownedRowForWrite(row, actor, permission, POST_NOT_FOUND);
}

/**
 * `PATCH /api/posts/{id}`: any subset of the fields, `{ image, imageId }` or
 * `{ removeImage: true }`. AUTHOR only on its own posts. A `baseRevision` other than the
 * post's is a 409 (docs/architecture.md#edit-conflicts-and-revisions); every save moves the
 * revision on by one and is kept in the history.
 */
export async function updatePost(
  db: Database,
  actor: Actor,
  blog: Blog,
  id: number,
  input: UpdatePostData,
  now: Date = new Date(),
) {
  await withSlugConflict(input.slug, () =>
    db.transaction(async (tx) => {
      const current = await postForWrite(tx, actor, blog, id, 'update:post:own');
      assertBaseRevision(current, input.baseRevision);
      const changes = postChanges(current, input, now);
      changes.revision = current.revision + 1;
      await checkLinks(tx, blog, {
        categoryId: input.categoryId ?? null,
        seriesId: changes.seriesId !== undefined ? changes.seriesId : current.seriesId,
        sequenceNumber:
          changes.sequenceNumber !== undefined ? changes.sequenceNumber : current.sequenceNumber,
      });
      await assertMediaInBlog(tx, blog.id, input.imageId);
      if (changes.slug !== undefined && changes.slug !== current.slug)
        await assertSlugFree(tx, posts, blog.id, changes.slug, id);
      await tx
        .update(posts)
        .set(changes)
        .where(and(eq(posts.id, id), eq(posts.blogId, blog.id)));
      if (changes.slug !== undefined)
        await recordSlugChange(tx, {
          blogId: blog.id,
          kind: 'post',
          targetId: id,
          oldSlug: current.slug,
          newSlug: changes.slug,
          status: current.status,
        });
      if (input.tags) await setPostTags(tx, blog, id, input.tags);
      await contentSaved(
        tx,
        { kind: 'post', id },
        {
          authorId: actor.userId,
          autosave: input.autosave === true,
          now,
          published: changes.status === 'PUBLISHED' && current.status !== 'PUBLISHED',
        },
      );
    }),
  );
  return postWithTags(db, await findPost(db, blog, eq(posts.id, id)), blog);
}

/** `GET /api/posts/{id}/revisions`: for whoever may edit the post. */
export async function listPostRevisions(db: Database, actor: Actor, blog: Blog, id: number) {
  await postForWrite(db, actor, blog, id, 'update:post:own');
  return listRevisions(db, { postId: id });
}

/** `GET /api/posts/{id}/revisions/{revisionId}`: the fields as that save left them. */
export async function getPostRevision(
  db: Database,
  actor: Actor,
  blog: Blog,
  id: number,
  revisionId: number,
) {
  await postForWrite(db, actor, blog, id, 'update:post:own');
  return getRevision(db, { postId: id }, revisionId);
}

/** The category, series and image a revision names, or null for those no longer in the blog. */
async function linksStillThere(
  db: Queryable,
  blog: Blog,
  fields: { categoryId: number | null; seriesId: number | null; imageId: number | null },
) {
  const exists = async (table: typeof categories | typeof series | typeof media, id: number) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.blogId, blog.id)))
    ).length > 0;
  return {
    category: fields.categoryId !== null && (await exists(categories, fields.categoryId)),
    series: fields.seriesId !== null && (await exists(series, fields.seriesId)),
    image: fields.imageId !== null && (await exists(media, fields.imageId)),
  };
}

/**
 * `POST /api/posts/{id}/revisions/{revisionId}/restore`: the revision's fields saved again, by
 * the normal save (so it is a new revision, checked against `baseRevision`). The status stays
 * as it is: restoring never publishes or unpublishes. A category, series or image deleted
 * since is left empty.
 */
export async function restorePostRevision(
  db: Database,
  actor: Actor,
  blog: Blog,
  target: { id: number; revisionId: number; baseRevision: number | undefined },
  now: Date = new Date(),
) {
  const revision = await getPostRevision(db, actor, blog, target.id, target.revisionId);
  const fields = postRevisionFieldsSchema.parse(revision.fields);
  const still = await linksStillThere(db, blog, fields);
  const { status: _kept, ...restored } = fields;
  return updatePost(
    db,
    actor,
    blog,
    target.id,
    {
      ...restored,
      categoryId: still.category ? fields.categoryId : null,
      seriesId: still.series ? fields.seriesId : null,
      sequenceNumber: still.series ? fields.sequenceNumber : null,
      imageId: still.image ? fields.imageId : null,
      image: still.image || fields.imageId === null ? fields.image : null,
      baseRevision: target.baseRevision,
    },
    now,
  );
}

/**
 * `DELETE /api/posts/{id}`: AUTHOR only its own. The post goes to the trash, off the blog, its
 * slug kept; the trash job deletes it for good 30 days later.
 */
export async function trashPost(
  db: Database,
  actor: Actor,
  blog: Blog,
  id: number,
  now: Date = new Date(),
) {
  await db.transaction(async (tx) => {
    const current = await postForWrite(tx, actor, blog, id, 'delete:post:own');
    await tx
      .update(posts)
      .set(trashChanges(current, now))
      .where(and(eq(posts.id, id), eq(posts.blogId, blog.id)));
  });
}

/** `POST /api/posts/{id}/restore`: out of the trash, as it was (who may delete may restore). */
export async function restorePost(
  db: Database,
  actor: Actor,
  blog: Blog,
  id: number,
  now: Date = new Date(),
) {
  await db.transaction(async (tx) => {
    const current = await postForWrite(tx, actor, blog, id, 'delete:post:own', true);
    await tx
      .update(posts)
      .set(restoreChanges(current, now))
      .where(and(eq(posts.id, id), eq(posts.blogId, blog.id)));
  });
  return postWithTags(db, await findPost(db, blog, eq(posts.id, id)), blog);
}

/** `DELETE /api/posts/{id}/permanent`: a trashed post, gone for good with its comments. */
export async function deletePostForGood(db: Database, actor: Actor, blog: Blog, id: number) {
  await db.transaction(async (tx) => {
    await postForWrite(tx, actor, blog, id, 'delete:post:own', true);
    await forgetSlugHistory(tx, 'post', [id]);
    await forgetPreviewLinks(tx, 'post', [id]);
    await tx.delete(posts).where(and(eq(posts.id, id), eq(posts.blogId, blog.id)));
  });
}

/**
 * `POST /api/posts/bulk`: publish, unpublish, move to a category or delete the selected posts,
 * all in one transaction; one post the actor may not change refuses the whole request
 * ({@link lockForBulk}).
 */
export async function bulkPosts(
  db: Database,
  actor: Actor,
  blog: Blog,
  input: BulkPostsData,
  now: Date = new Date(),
): Promise<BulkResult> {
  const { action, ids } = input;
  await db.transaction(async (tx) => {
    const rows = await lockForBulk(tx, 'post', actor, blog, action, ids);
    if (input.action === 'move')
      await checkLinks(tx, blog, {
        categoryId: input.categoryId,
        seriesId: null,
        sequenceNumber: null,
      });
    for (const row of rows) {
      const these = and(eq(posts.id, row.id), eq(posts.blogId, blog.id));
      // Into the trash, as by the post's own delete.
      if (input.action === 'delete') {
        await tx.update(posts).set(trashChanges(row, now)).where(these);
        continue;
      }
      // Publishing or unpublishing follows a save's status rules: a schedule is dropped, the
      // first publication's date stays.
      const changes =
        input.action === 'move'
          ? { categoryId: input.categoryId }
          : statusChanges(row, { status: bulkStatus(input.action) }, now);
      // Each post is saved as by its form: a new revision, kept in its history, so an editor
      // open on it is told the post changed instead of writing over the action.
      await tx
        .update(posts)
        .set({ ...changes, revision: sql`${posts.revision} + 1` })
        .where(these);
      await contentSaved(
        tx,
        { kind: 'post', id: row.id },
        { authorId: actor.userId, autosave: false, now, published: false },
      );
    }
  });
  return { action, count: ids.length };
}
