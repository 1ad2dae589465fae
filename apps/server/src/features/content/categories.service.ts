import type { CreateCategoryData, UpdateCategoryData } from '@bitacora/api/schemas';
import {
  CATEGORY_MESSAGES,
  categoryDeletionIssue,
  countCategoryMenuItems,
  defaultCategoryAfterDeletion,
  isCategoryMenuUrl,
  SERVER_MESSAGES,
  STARTER_CATEGORY,
} from '@bitacora/domain';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { categories, menuItems, posts, settings } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { offsetOf } from './content-rules.ts';
import { renumberMenu } from './menu.service.ts';
import { claimSlug, forgetSlugHistory, recordSlugChange } from './slug-history.service.ts';

export const CATEGORY_NOT_FOUND = SERVER_MESSAGES.categoryNotFound;
const CATEGORY_SLUG_TAKEN = SERVER_MESSAGES.categorySlugTaken;

const postCount = count(posts.id);

/** Category with its post count. */
function selectCategories(db: Queryable, blog: Blog) {
  return (
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        language: categories.language,
        blogId: categories.blogId,
        postCount,
      })
      .from(categories)
      // The trash does not count: its posts are off the blog until restored.
      .leftJoin(
        posts,
        and(
          eq(posts.categoryId, categories.id),
          eq(posts.blogId, blog.id),
          ne(posts.status, 'TRASHED'),
        ),
      )
      .groupBy(categories.id)
  );
}

function blogMenuUrls(db: Queryable, blog: Blog) {
  return db
    .select({ id: menuItems.id, url: menuItems.url })
    .from(menuItems)
    .where(eq(menuItems.blogId, blog.id));
}

/** The blog's default category (the settings' `defaultCategoryId`), or null. */
export async function defaultCategoryId(db: Queryable, blogId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: settings.defaultCategoryId })
    .from(settings)
    .where(eq(settings.blogId, blogId));
  return row?.id ?? null;
}

/**
 * Adds how many menu items lead to each category, the ones its deletion takes along, and which
 * one is the blog's default (the post form starts a new post in it, and authors, who may not
 * read the settings, read it here).
 */
async function withMenuItemCounts<T extends { id: number; slug: string }>(
  db: Queryable,
  blog: Blog,
  rows: T[],
): Promise<(T & { menuItemCount: number; isDefault: boolean })[]> {
  if (rows.length === 0) return [];
  const [menu, defaultId] = await Promise.all([
    blogMenuUrls(db, blog),
    defaultCategoryId(db, blog.id),
  ]);
  return rows.map((row) => ({
    ...row,
    menuItemCount: countCategoryMenuItems(menu, row.slug),
    isDefault: row.id === defaultId,
  }));
}

/** `GET /api/categories`: the blog's categories by name, each with its number of posts. */
export async function listCategories(
  db: Database,
  blog: Blog,
  input: { page: number; limit: number },
) {
  const where = eq(categories.blogId, blog.id);
  const [rows, [total]] = await Promise.all([
    selectCategories(db, blog)
      .where(where)
      .orderBy(asc(categories.name), asc(categories.id))
      .limit(input.limit)
      .offset(offsetOf(input)),
    db.select({ value: count() }).from(categories).where(where),
  ]);
  return { data: await withMenuItemCounts(db, blog, rows), total: total?.value ?? 0 };
}

async function getCategory(db: Queryable, blog: Blog, id: number) {
  const [row] = await selectCategories(db, blog).where(
    and(eq(categories.id, id), eq(categories.blogId, blog.id)),
  );
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  const [withCount] = await withMenuItemCounts(db, blog, [row]);
  return withCount as NonNullable<typeof withCount>;
}

/**
 * Every new blog's first category, written in the transaction that creates the blog (after its
 * settings row), and its default category.
 */
export async function createStarterCategory(tx: Queryable, blogId: number): Promise<void> {
  const [row] = await tx
    .insert(categories)
    .values({ blogId, ...STARTER_CATEGORY })
    .returning({ id: categories.id });
  if (!row) throw new Error('insert returned no row');
  await tx.update(settings).set({ defaultCategoryId: row.id }).where(eq(settings.blogId, blogId));
}

async function assertCategorySlugFree(db: Queryable, blog: Blog, slug: string, exceptId?: number) {
  const conditions = [eq(categories.blogId, blog.id), eq(categories.slug, slug)];
  if (exceptId !== undefined) conditions.push(ne(categories.id, exceptId));
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(...conditions));
  if (taken) throw conflict(CATEGORY_SLUG_TAKEN);
}

async function withCategoryConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CATEGORY_SLUG_TAKEN);
    throw error;
  }
}

/**
 * `POST /api/categories` (ADMIN): the slug is unique in the blog (409 otherwise), whatever the
 * language: a category's one slug serves every language (decision 076).
 */
export async function createCategory(db: Database, blog: Blog, input: CreateCategoryData) {
  const id = await withCategoryConflict(() =>
    db.transaction(async (tx) => {
      await assertCategorySlugFree(tx, blog, input.slug);
      const [row] = await tx
        .insert(categories)
        .values({
          blogId: blog.id,
          name: input.name,
          slug: input.slug,
          // None given: the database's trigger gives it the blog's main language.
          ...(input.language !== undefined && { language: input.language }),
        })
        .returning({ id: categories.id });
      if (!row) throw new Error('insert returned no row');
      await claimSlug(tx, blog.id, 'category', input.slug);
      return row.id;
    }),
  );
  return getCategory(db, blog, id);
}

/** `PATCH /api/categories/{id}` (ADMIN): name, slug and/or language. */
export async function updateCategory(
  db: Database,
  blog: Blog,
  id: number,
  input: UpdateCategoryData,
) {
  await withCategoryConflict(() =>
    db.transaction(async (tx) => {
      const current = await getCategory(tx, blog, id);
      if (input.slug !== undefined) await assertCategorySlugFree(tx, blog, input.slug, id);
      const changes = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.language !== undefined && { language: input.language }),
      };
      if (Object.keys(changes).length > 0)
        await tx
          .update(categories)
          .set(changes)
          .where(and(eq(categories.id, id), eq(categories.blogId, blog.id)));
      if (input.slug !== undefined)
        await recordSlugChange(tx, {
          blogId: blog.id,
          kind: 'category',
          targetId: id,
          oldSlug: current.slug,
          newSlug: input.slug,
        });
    }),
  );
  return getCategory(db, blog, id);
}

/**
 * `DELETE /api/categories/{id}` (ADMIN), in one transaction: its posts move to `moveTo`
 * (required when it has any, so no post is left without a category), the menu items that led
 * to its page go, and then the category itself. When it was the blog's default, the default
 * follows its posts to `moveTo`, or is cleared.
 */
export async function deleteCategory(
  db: Database,
  blog: Blog,
  id: number,
  input: { moveTo?: number | undefined },
) {
  await db.transaction(async (tx) => {
    // The row lock makes a post written meanwhile with this category wait, then fail on the
    // foreign key instead of losing its category to the delete.
    const [locked] = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.blogId, blog.id)))
      .for('update');
    if (!locked) throw notFound(CATEGORY_NOT_FOUND);
    const [posted] = await tx
      .select({ value: count() })
      .from(posts)
      .where(and(eq(posts.categoryId, id), eq(posts.blogId, blog.id)));
    const others = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.blogId, blog.id), ne(categories.id, id)));
    const moveTo = input.moveTo ?? null;
    const issue = categoryDeletionIssue({
      id,
      postCount: posted?.value ?? 0,
      otherIds: others.map((other) => other.id),
      moveTo,
    });
    if (issue === CATEGORY_MESSAGES.moveTargetInvalid) throw badRequest(issue);
    if (issue) throw conflict(issue);
    if (moveTo !== null)
      await tx
        .update(posts)
        .set({ categoryId: moveTo })
        .where(and(eq(posts.categoryId, id), eq(posts.blogId, blog.id)));
    const menu = await blogMenuUrls(tx, blog);
    const leading = menu.filter((item) => isCategoryMenuUrl(item.url, locked.slug));
    if (leading.length > 0)
      await tx.delete(menuItems).where(
        and(
          eq(menuItems.blogId, blog.id),
          inArray(
            menuItems.id,
            leading.map((item) => item.id),
          ),
        ),
      );
    if (leading.length > 0) await renumberMenu(tx, blog.id);
    await forgetSlugHistory(tx, 'category', [id]);
    const currentDefault = await defaultCategoryId(tx, blog.id);
    const nextDefault = defaultCategoryAfterDeletion({
      defaultId: currentDefault,
      deleted: id,
      moveTo,
    });
    if (nextDefault !== currentDefault)
      await tx
        .update(settings)
        .set({ defaultCategoryId: nextDefault })
        .where(eq(settings.blogId, blog.id));
    await tx.delete(categories).where(and(eq(categories.id, id), eq(categories.blogId, blog.id)));
  });
}
