import type { CreateCategoryData, UpdateCategoryData } from '@bitacora/api';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import type { Blog } from '../db/rows.ts';
import { categories, posts } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { conflict, notFound } from '../errors.ts';
import { offsetOf } from './content-rules.ts';

export const CATEGORY_NOT_FOUND = 'Categoría no encontrada';
const CATEGORY_SLUG_TAKEN = 'Ya existe una categoría con ese slug en este blog';

const postCount = count(posts.id);

/** §3 Category with its post count. */
function selectCategories(db: Queryable, blog: Blog) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      blogId: categories.blogId,
      postCount,
    })
    .from(categories)
    .leftJoin(posts, and(eq(posts.categoryId, categories.id), eq(posts.blogId, blog.id)))
    .groupBy(categories.id);
}

/** §7 `GET /api/categories`: the blog's categories by name, each with its number of posts. */
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
  return { data: rows, total: total?.value ?? 0 };
}

async function getCategory(db: Queryable, blog: Blog, id: number) {
  const [row] = await selectCategories(db, blog).where(
    and(eq(categories.id, id), eq(categories.blogId, blog.id)),
  );
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
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

/** §7 `POST /api/categories` (ADMIN): the slug is unique in the blog (409 otherwise). */
export async function createCategory(db: Database, blog: Blog, input: CreateCategoryData) {
  const id = await withCategoryConflict(() =>
    db.transaction(async (tx) => {
      await assertCategorySlugFree(tx, blog, input.slug);
      const [row] = await tx
        .insert(categories)
        .values({ blogId: blog.id, name: input.name, slug: input.slug })
        .returning({ id: categories.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    }),
  );
  return getCategory(db, blog, id);
}

/** §7 `PATCH /api/categories/{id}` (ADMIN): name and/or slug. */
export async function updateCategory(
  db: Database,
  blog: Blog,
  id: number,
  input: UpdateCategoryData,
) {
  await withCategoryConflict(() =>
    db.transaction(async (tx) => {
      await getCategory(tx, blog, id);
      if (input.slug !== undefined) await assertCategorySlugFree(tx, blog, input.slug, id);
      const changes = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.slug !== undefined && { slug: input.slug }),
      };
      if (Object.keys(changes).length > 0)
        await tx
          .update(categories)
          .set(changes)
          .where(and(eq(categories.id, id), eq(categories.blogId, blog.id)));
    }),
  );
  return getCategory(db, blog, id);
}

/**
 * §7 `DELETE /api/categories/{id}` (ADMIN). Its posts stay, without a category: the foreign
 * key sets `categoryId` to null.
 */
export async function deleteCategory(db: Database, blog: Blog, id: number) {
  const deleted = await db
    .delete(categories)
    .where(and(eq(categories.id, id), eq(categories.blogId, blog.id)))
    .returning({ id: categories.id });
  if (deleted.length === 0) throw notFound(CATEGORY_NOT_FOUND);
}
