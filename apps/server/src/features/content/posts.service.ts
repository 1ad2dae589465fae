import {
  type ContentListResponse,
  type CreatePostData,
  type ListPostsParams,
  type Post,
  type PostTag,
  postRevisionFieldsSchema,
  type UpdatePostData,
} from '@bitacora/api/schemas';
import {
  CONTENT_FIELD_MESSAGES,
  canonicalDomain,
  newsletterAudienceAllowed,
  SERVER_MESSAGES,
} from '@bitacora/domain';
import { type AnyColumn, and, eq, exists, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import { PLANNED_FOR_ITS_VALUES, prepared } from '../../platform/db/prepared.ts';
import type { Blog } from '../../platform/db/rows.ts';
import {
  categories,
  posts,
  postTags,
  series,
  tags,
  users,
} from '../../platform/db/schema/index.ts';
import { forbidden, invalidField, notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/http/policy.ts';
import { type ContentItemKind, removesImage, restoredImage, stillInBlog } from './content-item.ts';
import {
  cappedCount,
  countEveryTime,
  type ListTotalCache,
  listOrder,
  listTotal,
  matchesSearch,
  searchQueryText,
} from './content-list.ts';
import { offsetOf } from './content-rules.ts';
import { draftsOnlyBy, mayRead, publishedOrBy } from './draft-visibility.ts';
import { setPostTags, tagsOfPosts } from './tags.service.ts';
import { languagesInUse, withTranslations } from './translation-group.ts';

export const POST_NOT_FOUND = SERVER_MESSAGES.postNotFound;
const SEQUENCE_WITHOUT_SERIES = SERVER_MESSAGES.sequenceWithoutSeries;

/** A post's own columns, without the search document (for the database only). */
const {
  searchDocument: _searchDocument,
  readerSearch: _readerSearch,
  ...postColumns
} = getTableColumns(posts);
type PostRow = Omit<typeof posts.$inferSelect, 'searchDocument' | 'readerSearch'>;

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

/** One post as the API answers it to `actor`, with its tags and its other versions. */
async function postWithTags(db: Queryable, actor: Actor, row: Joined, blog: Blog) {
  const tags = await tagsOfPosts(db, [row.post.id]);
  return withTranslations(db, actor, blog, posts, toPostDto(row, blog, tags.get(row.post.id)));
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
 * filtered by status, category, tag, author, series, language and a search of title and body. Drafts
 * only with `includeDrafts` or a status filter (the panel's list); the default is what the
 * public may see. An AUTHOR's drafts are its own: `draftsBy` (from {@link draftsOnlyBy}) names
 * whose, null for everyone's. `totals` may keep the total of a set of filters for the next page
 * or order of the same list. The answer is its JSON text, with the blog's languages in use
 * (`languages`, the main one first).
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
    language: input.language !== undefined,
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
    if (filters.language) conditions.push(eq(posts.language, sql.placeholder('language')));
    if (filters.search)
      conditions.push(
        matchesSearch(posts.searchDocument, sql.placeholder('search'), sql.placeholder('blogId')),
      );
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
    language: input.language,
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
  const [data, total, languages] = await Promise.all([
    ids.length === 0 ? '[]' : postsJsonByIds(db, blog, ids),
    totals(totalKey, async () =>
      last ? params.offset + ids.length : ((await statements.total.execute(params))[0]?.value ?? 0),
    ),
    languagesInUse(db, blog.id),
  ]);
  const rest = { ...listTotal(total, filters.search), languages };
  return `{"data":${data},${JSON.stringify(rest).slice(1)}`;
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
): Promise<ContentListResponse<Post>> {
  return JSON.parse(
    await listPostsJson(db, blog, draftsBy, input, totals),
  ) as ContentListResponse<Post>;
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
  return postWithTags(db, actor, row, blog);
}

/** Category and series must be the blog's own; a sequence number needs a series. */
async function checkLinks(
  db: Queryable,
  blog: Blog,
  links: { categoryId: number | null; seriesId: number | null; sequenceNumber: number | null },
) {
  if (links.categoryId !== null && !(await stillInBlog(db, blog, categories, links.categoryId)))
    throw invalidField('categoryId', SERVER_MESSAGES.categoryNotInBlog);
  if (links.seriesId !== null) {
    if (!(await stillInBlog(db, blog, series, links.seriesId)))
      throw invalidField('seriesId', SERVER_MESSAGES.seriesNotInBlog);
  } else if (links.sequenceNumber !== null) {
    throw invalidField('sequenceNumber', SEQUENCE_WITHOUT_SERIES);
  }
}

type PostDto = Awaited<ReturnType<typeof postWithTags>>;

/** A post: an item with a category, a series, tags, its image's words, search and social fields. */
export const postKind: ContentItemKind<PostRow, number, CreatePostData, UpdatePostData, PostDto> = {
  kind: 'post',
  table: posts,
  missing: POST_NOT_FOUND,
  permissions: { update: 'update:post:own', delete: 'delete:post:own' },
  named: (id) => eq(posts.id, id),
  answer: async (db, actor, blog, id) =>
    postWithTags(db, actor, await findPost(db, blog, eq(posts.id, id)), blog),
  newColumns: (input) => ({
    categoryId: input.categoryId ?? null,
    seriesId: input.seriesId ?? null,
    sequenceNumber: input.sequenceNumber ?? null,
    imageAlt: input.imageAlt ?? '',
    imageCaption: input.imageCaption ?? '',
    metaTitle: input.metaTitle ?? '',
    metaDescription: input.metaDescription ?? '',
    socialImage: input.socialImage ?? null,
    noindex: input.noindex ?? false,
    commentsClosed: input.commentsClosed ?? false,
    skipNewsletter: input.skipNewsletter ?? false,
    newsletterAudience: input.newsletterAudience ?? 'all',
  }),
  changedColumns: (_current, input) => {
    const changes: Partial<typeof posts.$inferInsert> = {};
    if (input.categoryId !== undefined) changes.categoryId = input.categoryId;
    if (input.seriesId !== undefined) changes.seriesId = input.seriesId;
    if (input.sequenceNumber !== undefined) changes.sequenceNumber = input.sequenceNumber;
    // Leaving a series leaves its numbering too.
    if (input.seriesId === null && input.sequenceNumber === undefined)
      changes.sequenceNumber = null;
    if (input.imageAlt !== undefined) changes.imageAlt = input.imageAlt;
    if (input.imageCaption !== undefined) changes.imageCaption = input.imageCaption;
    if (input.metaTitle !== undefined) changes.metaTitle = input.metaTitle;
    if (input.metaDescription !== undefined) changes.metaDescription = input.metaDescription;
    if (input.socialImage !== undefined) changes.socialImage = input.socialImage;
    if (input.noindex !== undefined) changes.noindex = input.noindex;
    if (input.commentsClosed !== undefined) changes.commentsClosed = input.commentsClosed;
    if (input.skipNewsletter !== undefined) changes.skipNewsletter = input.skipNewsletter;
    if (input.newsletterAudience !== undefined)
      changes.newsletterAudience = input.newsletterAudience;
    // The words described the image that goes, so they go with it.
    if (removesImage(input)) {
      changes.imageAlt = '';
      changes.imageCaption = '';
    }
    return changes;
  },
  checkLinks: (tx, blog, current, input, changes) => {
    // Mailing members only is a PRO feature; mailing everyone is always allowed.
    const audience = input.newsletterAudience;
    if (audience !== undefined && audience !== current?.newsletterAudience) {
      if (!newsletterAudienceAllowed(blog.plan, audience))
        throw forbidden(CONTENT_FIELD_MESSAGES.newsletterAudienceNeedsPro);
    }
    return checkLinks(
      tx,
      blog,
      current === null
        ? {
            categoryId: input.categoryId ?? null,
            seriesId: input.seriesId ?? null,
            sequenceNumber: input.sequenceNumber ?? null,
          }
        : {
            categoryId: input.categoryId ?? null,
            seriesId: changes.seriesId !== undefined ? changes.seriesId : current.seriesId,
            sequenceNumber:
              changes.sequenceNumber !== undefined
                ? changes.sequenceNumber
                : current.sequenceNumber,
          },
    );
  },
  saveBeside: async (tx, blog, id, input) => {
    if (input.tags) await setPostTags(tx, blog, id, input.tags);
  },
  restoredChanges: async (db, blog, saved) => {
    const { status: _kept, ...fields } = postRevisionFieldsSchema.parse(saved);
    const category = await stillInBlog(db, blog, categories, fields.categoryId);
    const inSeries = await stillInBlog(db, blog, series, fields.seriesId);
    return {
      ...fields,
      categoryId: category ? fields.categoryId : null,
      seriesId: inSeries ? fields.seriesId : null,
      sequenceNumber: inSeries ? fields.sequenceNumber : null,
      ...(await restoredImage(db, blog, fields)),
    };
  },
  move: async (tx, blog, categoryId) => {
    await checkLinks(tx, blog, { categoryId, seriesId: null, sequenceNumber: null });
    return { categoryId };
  },
};
