import {
  type CreatePageData,
  type ListPagesParams,
  pageRevisionFieldsSchema,
  type UpdatePageData,
} from '@bitacora/api/schemas';
import { SERVER_MESSAGES } from '@bitacora/domain';
import { and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { pages, users } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/http/policy.ts';
import { type ContentItemKind, restoredImage } from './content-item.ts';
import {
  cappedCount,
  listOrder,
  listTotal,
  matchesSearch,
  searchQueryText,
} from './content-list.ts';
import { offsetOf } from './content-rules.ts';
import { draftsOnlyBy, mayRead, publishedOrBy } from './draft-visibility.ts';
import { languagesInUse, withTranslations } from './translation-group.ts';

export const PAGE_NOT_FOUND = SERVER_MESSAGES.pageNotFound;

/** A page's own columns, without the search document (for the database only). */
const {
  searchDocument: _searchDocument,
  readerSearch: _readerSearch,
  ...pageColumns
} = getTableColumns(pages);
type PageRow = Omit<typeof pages.$inferSelect, 'searchDocument' | 'readerSearch'>;

function selectPages(db: Queryable) {
  return db
    .select({ page: pageColumns, authorName: users.name, authorEmail: users.email })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.authorId));
}

/** Page as the API answers it. */
function toPageDto(row: { page: PageRow; authorName: string | null; authorEmail: string | null }) {
  return {
    ...row.page,
    author: row.authorEmail === null ? null : { name: row.authorName, email: row.authorEmail },
  };
}

/**
 * `GET /api/pages`: the blog's pages, newest change first unless `sort`/`order` say otherwise,
 * filtered by status, author, language and a search of title and body; drafts included: every author's
 * for the admins, an AUTHOR's own. `languages`: the blog's in use, the main one first.
 */
export async function listPages(db: Database, actor: Actor, blog: Blog, input: ListPagesParams) {
  const draftsBy = draftsOnlyBy(actor);
  const search = searchQueryText(input.search);
  const where = and(
    eq(pages.blogId, blog.id),
    // The trash is a list of its own (`GET /api/trash`).
    ne(pages.status, 'TRASHED'),
    draftsBy === null ? undefined : publishedOrBy(pages, draftsBy),
    input.status === undefined ? undefined : eq(pages.status, input.status),
    input.authorId === undefined ? undefined : eq(pages.authorId, input.authorId),
    input.language === undefined ? undefined : eq(pages.language, input.language),
    search === undefined ? undefined : matchesSearch(pages.searchDocument, search, blog.id),
  );
  const [rows, [total], languages] = await Promise.all([
    selectPages(db)
      .where(where)
      .orderBy(...listOrder(pages, input.sort, input.order))
      .limit(input.limit)
      .offset(offsetOf(input)),
    db
      .select({
        value: search === undefined ? db.$count(pages, where) : cappedCount(db, pages, where),
      })
      .from(sql`(select 1) as one`),
    languagesInUse(db, blog.id),
  ]);
  return {
    data: rows.map(toPageDto),
    ...listTotal(total?.value ?? 0, search !== undefined),
    languages,
  };
}

async function findPage(db: Queryable, blog: Blog, where: SQL) {
  const [row] = await selectPages(db).where(and(eq(pages.blogId, blog.id), where));
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return row;
}

/** `GET /api/pages/uuid/{uuid}`; another author's draft is 404 for an AUTHOR. */
export async function getPage(db: Database, actor: Actor, blog: Blog, uuid: string) {
  const row = await findPage(db, blog, eq(pages.uuid, uuid));
  // A trashed page is edited again only once restored.
  if (row.page.status === 'TRASHED' || !mayRead(actor, row.page)) throw notFound(PAGE_NOT_FOUND);
  return withTranslations(db, actor, blog, pages, toPageDto(row));
}

type PageDto = Awaited<ReturnType<typeof getPage>>;

/** A page: an item with the shared fields only, named by its uuid. */
export const pageKind: ContentItemKind<PageRow, string, CreatePageData, UpdatePageData, PageDto> = {
  kind: 'page',
  table: pages,
  missing: PAGE_NOT_FOUND,
  permissions: { update: 'update:page:own', delete: 'delete:page:own' },
  named: (uuid) => eq(pages.uuid, uuid),
  answer: async (db, actor, blog, id) =>
    withTranslations(db, actor, blog, pages, toPageDto(await findPage(db, blog, eq(pages.id, id)))),
  newColumns: () => ({}),
  changedColumns: () => ({}),
  checkLinks: async () => {},
  saveBeside: async () => {},
  restoredChanges: async (db, blog, saved) => {
    const { status: _kept, ...fields } = pageRevisionFieldsSchema.parse(saved);
    return { ...fields, ...(await restoredImage(db, blog, fields)) };
  },
};
