import type { Category } from '@bitacora/api';

/**
 * The list after a category was deleted: it is gone, and the category that received its posts
 * counts them, as the server now does (no reload, so the table does not flash).
 */
export function afterCategoryDeleted(
  items: readonly Category[],
  deleted: { id: Category['id']; moveTo: Category['id'] | null },
): Category[] {
  const moved = items.find((item) => item.id === deleted.id)?.postCount ?? 0;
  return items
    .filter((item) => item.id !== deleted.id)
    .map((item) =>
      item.id === deleted.moveTo ? { ...item, postCount: item.postCount + moved } : item,
    );
}
