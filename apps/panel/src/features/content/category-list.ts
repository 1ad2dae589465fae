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

/** Categories are listed by name. */
export function byCategoryName(a: Category, b: Category): number {
  return a.name.localeCompare(b.name, 'es');
}

/** The list with a created or edited category in its place by name. */
export function withSavedCategory(items: readonly Category[], saved: Category): Category[] {
  return [...items.filter((item) => item.id !== saved.id), saved].sort(byCategoryName);
}
