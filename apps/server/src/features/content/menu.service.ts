import type {
  CreateMenuItemData,
  ReorderMenuData,
  UpdateMenuItemData,
} from '@bitacora/api/schemas';
import { SERVER_MESSAGES } from '@bitacora/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { menuItems } from '../../platform/db/schema/index.ts';
import { invalidField, notFound } from '../../platform/http/errors.ts';
import { offsetOf } from './content-rules.ts';

export const MENU_ITEM_NOT_FOUND = SERVER_MESSAGES.menuItemNotFound;

type MenuRow = typeof menuItems.$inferSelect;
const toMenuItemDto = ({ createdAt: _c, updatedAt: _u, ...item }: MenuRow) => item;

/** `GET /api/menu`: the blog's items in menu order. */
export async function listMenu(db: Database, blog: Blog, input: { page: number; limit: number }) {
  const where = eq(menuItems.blogId, blog.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(menuItems)
      .where(where)
      .orderBy(asc(menuItems.order), asc(menuItems.id))
      .limit(input.limit)
      .offset(offsetOf(input)),
    db.select({ value: count() }).from(menuItems).where(where),
  ]);
  return { data: rows.map(toMenuItemDto), total: total?.value ?? 0 };
}

/** The order column is a 32-bit integer; the schema bounds it below only. */
const MAX_ORDER = 2_147_483_647;
function checkOrder(order: number | undefined) {
  if (order !== undefined && order > MAX_ORDER)
    throw invalidField('order', SERVER_MESSAGES.menuOrderInvalid);
}

/** A parent must be another item of the same blog. */
async function checkParent(
  db: Queryable,
  blog: Blog,
  parentId: number | null | undefined,
  selfId?: number,
) {
  if (parentId == null) return;
  if (parentId === selfId) throw invalidField('parentId', SERVER_MESSAGES.menuOwnParent);
  const [row] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.id, parentId), eq(menuItems.blogId, blog.id)));
  if (!row) throw invalidField('parentId', SERVER_MESSAGES.menuParentMissing);
}

/**
 * Numbers the blog's menu 1..n (docs/product.md: order numbers run from 1 across all items), in
 * its current order, with `moved` (an item just written) placed at its order's position: 0, the
 * empty order, and 1 are the first place, a number past the end the last. Only rows whose number
 * changes are written. Every writer of the menu calls it in its transaction.
 */
export async function renumberMenu(
  tx: Queryable,
  blogId: number,
  moved?: { id: number; order: number },
): Promise<void> {
  const rows = await tx
    .select({ id: menuItems.id, order: menuItems.order })
    .from(menuItems)
    .where(eq(menuItems.blogId, blogId))
    .orderBy(asc(menuItems.order), asc(menuItems.id));
  const ids = rows.map((row) => row.id);
  if (moved) {
    const at = ids.indexOf(moved.id);
    if (at !== -1) {
      ids.splice(at, 1);
      ids.splice(Math.min(Math.max(moved.order, 1), ids.length + 1) - 1, 0, moved.id);
    }
  }
  const orderOf = new Map(rows.map((row) => [row.id, row.order]));
  for (const [index, id] of ids.entries()) {
    if (orderOf.get(id) === index + 1) continue;
    await tx
      .update(menuItems)
      .set({ order: index + 1 })
      .where(and(eq(menuItems.id, id), eq(menuItems.blogId, blogId)));
  }
}

/** The item as it is after a renumbering. */
async function menuItemRow(tx: Queryable, blog: Blog, id: number) {
  const [row] = await tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, id), eq(menuItems.blogId, blog.id)));
  if (!row) throw notFound(MENU_ITEM_NOT_FOUND);
  return toMenuItemDto(row);
}

/** `POST /api/menu` (ADMIN): the item takes the place its order names, the others move down. */
export async function createMenuItem(db: Database, blog: Blog, input: CreateMenuItemData) {
  checkOrder(input.order);
  return db.transaction(async (tx) => {
    await checkParent(tx, blog, input.parentId);
    const [row] = await tx
      .insert(menuItems)
      .values({
        blogId: blog.id,
        label: input.label,
        url: input.url,
        order: input.order,
        parentId: input.parentId ?? null,
        icon: input.icon ?? null,
      })
      .returning({ id: menuItems.id });
    if (!row) throw new Error('insert returned no row');
    await renumberMenu(tx, blog.id, { id: row.id, order: input.order });
    return menuItemRow(tx, blog, row.id);
  });
}

/** `PATCH /api/menu/{id}` (ADMIN): any subset of the fields. */
export async function updateMenuItem(
  db: Database,
  blog: Blog,
  id: number,
  input: UpdateMenuItemData,
) {
  checkOrder(input.order);
  return db.transaction(async (tx) => {
    await checkParent(tx, blog, input.parentId, id);
    const { blogId: _ignored, ...fields } = input;
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as Partial<typeof menuItems.$inferInsert>;
    const where = and(eq(menuItems.id, id), eq(menuItems.blogId, blog.id));
    const [row] =
      Object.keys(changes).length > 0
        ? await tx.update(menuItems).set(changes).where(where).returning({ id: menuItems.id })
        : await tx.select({ id: menuItems.id }).from(menuItems).where(where);
    if (!row) throw notFound(MENU_ITEM_NOT_FOUND);
    await renumberMenu(
      tx,
      blog.id,
      input.order === undefined ? undefined : { id: row.id, order: input.order },
    );
    return menuItemRow(tx, blog, row.id);
  });
}

/**
 * `PATCH /api/menu/reorder` (ADMIN): the items sorted by the order the panel sent, then
 * renumbered from 1. Every id must be the blog's; the items left out keep their place after
 * the listed ones. One transaction, so a failure leaves the old order.
 */
export async function reorderMenu(db: Database, blog: Blog, input: ReorderMenuData) {
  const ids = input.items.map((item) => item.id);
  if (new Set(ids).size !== ids.length)
    throw invalidField('items', SERVER_MESSAGES.menuItemRepeated);
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: menuItems.id, order: menuItems.order })
      .from(menuItems)
      .where(eq(menuItems.blogId, blog.id))
      .orderBy(asc(menuItems.order), asc(menuItems.id));
    const known = new Set(current.map((row) => row.id));
    if (ids.some((id) => !known.has(id)))
      throw invalidField('items', SERVER_MESSAGES.menuItemForeign);
    const listed = input.items
      .map((item, index) => ({ ...item, index }))
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .map((item) => item.id);
    const rest = current.map((row) => row.id).filter((id) => !ids.includes(id));
    const orderOf = new Map(current.map((row) => [row.id, row.order]));
    for (const [index, id] of [...listed, ...rest].entries()) {
      if (orderOf.get(id) === index + 1) continue;
      await tx
        .update(menuItems)
        .set({ order: index + 1 })
        .where(and(eq(menuItems.id, id), eq(menuItems.blogId, blog.id)));
    }
  });
  return listMenu(db, blog, { page: 1, limit: 100 });
}

/** `DELETE /api/menu/{id}` (ADMIN); its children move to the top level, the rest close up. */
export async function deleteMenuItem(db: Database, blog: Blog, id: number) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(menuItems)
      .where(and(eq(menuItems.id, id), eq(menuItems.blogId, blog.id)))
      .returning({ id: menuItems.id });
    if (deleted.length === 0) throw notFound(MENU_ITEM_NOT_FOUND);
    await renumberMenu(tx, blog.id);
  });
}
