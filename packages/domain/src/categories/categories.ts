import { CATEGORY_MESSAGES } from '../messages.es.ts';

/**
 * The category every new blog starts with, so that its first post (whose form requires a
 * category) can be published without visiting another screen.
 */
export const STARTER_CATEGORY = { name: 'General', slug: 'general' } as const;

/** The public blog's address of a category's page. */
export function categoryPath(slug: string): string {
  return `/category/${slug}`;
}

/**
 * Whether a menu URL leads to the category's public page: `/category/{slug}`, with or without
 * a trailing slash, query or fragment. Absolute URLs are left alone: they may name another
 * site, and a blog's own address can change with its domain.
 */
export function isCategoryMenuUrl(url: string, slug: string): boolean {
  const path = url.trim().replace(/[?#].*$/, '');
  return path === categoryPath(slug) || path === `${categoryPath(slug)}/`;
}

/** How many menu items lead to the category (they go with it when it is deleted). */
export function countCategoryMenuItems(items: readonly { url: string }[], slug: string): number {
  return items.filter((item) => isCategoryMenuUrl(item.url, slug)).length;
}

export type CategoryDeletion = {
  id: number;
  postCount: number;
  /** The blog's other categories. */
  otherIds: readonly number[];
  /** Where the posts go; null when none was chosen. */
  moveTo: number | null;
};

/**
 * Deleting a category never leaves a post without one: a category with posts needs another of
 * the blog's categories to receive them, and the last category keeps its posts. Returns the
 * reason it is refused, or null.
 */
export function categoryDeletionIssue(input: CategoryDeletion): string | null {
  if (
    input.moveTo !== null &&
    (input.moveTo === input.id || !input.otherIds.includes(input.moveTo))
  )
    return CATEGORY_MESSAGES.moveTargetInvalid;
  if (input.postCount === 0 || input.moveTo !== null) return null;
  return input.otherIds.length === 0
    ? CATEGORY_MESSAGES.lastWithPosts
    : CATEGORY_MESSAGES.moveTargetRequired;
}

/**
 * The blog's default category is one of its own categories, or none. Returns the reason a
 * choice is refused, or null. `blogCategoryIds` holds the blog's categories (or, when only the
 * chosen one was looked up, what was found of it in the blog).
 */
export function defaultCategoryIssue(
  chosen: number | null,
  blogCategoryIds: readonly number[],
): string | null {
  if (chosen === null || blogCategoryIds.includes(chosen)) return null;
  return CATEGORY_MESSAGES.defaultNotInBlog;
}

/**
 * The default category once `deleted` goes: a deleted default follows its posts to the category
 * that received them, or is cleared when they went nowhere (it had none).
 */
export function defaultCategoryAfterDeletion(input: {
  defaultId: number | null;
  deleted: number;
  moveTo: number | null;
}): number | null {
  if (input.defaultId !== input.deleted) return input.defaultId;
  return input.moveTo;
}

/**
 * The category a new post starts in: the blog's default when it is among `categories`, else
 * the only one when there is one; otherwise none, and the form asks for one.
 */
export function initialPostCategoryId(
  categories: readonly { id: number; isDefault?: boolean | undefined }[],
): number | null {
  const chosen = categories.find((category) => category.isDefault);
  if (chosen) return chosen.id;
  return categories.length === 1 ? (categories[0]?.id ?? null) : null;
}
