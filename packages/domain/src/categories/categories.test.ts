import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '../messages.es.ts';
import {
  categoryDeletionIssue,
  categoryPath,
  countCategoryMenuItems,
  defaultCategoryAfterDeletion,
  defaultCategoryIssue,
  initialPostCategoryId,
  isCategoryMenuUrl,
  STARTER_CATEGORY,
} from './categories.ts';

describe('STARTER_CATEGORY', () => {
  it('is General, with a slug the category rules accept', () => {
    expect(STARTER_CATEGORY).toEqual({ name: 'General', slug: 'general' });
    expect(categoryPath(STARTER_CATEGORY.slug)).toBe('/category/general');
  });
});

describe('isCategoryMenuUrl', () => {
  it.each([
    '/category/viajes',
    '/category/viajes/',
    ' /category/viajes ',
    '/category/viajes?page=2',
    '/category/viajes#top',
  ])('%s leads to the category', (url) => {
    expect(isCategoryMenuUrl(url, 'viajes')).toBe(true);
  });

  it.each([
    '/category/viajes-largos',
    '/category/viaje',
    '/category/viajes/otra',
    '/viajes',
    'https://otro.example.com/category/viajes',
    '/Category/viajes',
  ])('%s does not', (url) => {
    expect(isCategoryMenuUrl(url, 'viajes')).toBe(false);
  });

  it('counts the menu items that lead to a category', () => {
    const items = [
      { url: '/category/cocina' },
      { url: '/category/cocina/' },
      { url: '/category/viajes' },
      { url: '/' },
    ];
    expect(countCategoryMenuItems(items, 'cocina')).toBe(2);
    expect(countCategoryMenuItems(items, 'tecnologia')).toBe(0);
  });
});

describe('categoryDeletionIssue', () => {
  const base = { id: 1, otherIds: [2, 3], moveTo: null };

  it('lets an empty category go without a target', () => {
    expect(categoryDeletionIssue({ ...base, postCount: 0 })).toBeNull();
    expect(categoryDeletionIssue({ ...base, postCount: 0, otherIds: [] })).toBeNull();
  });

  it('asks where the posts go when there are any (0/1 posts)', () => {
    expect(categoryDeletionIssue({ ...base, postCount: 1 })).toBe(
      CATEGORY_MESSAGES.moveTargetRequired,
    );
    expect(categoryDeletionIssue({ ...base, postCount: 1, moveTo: 3 })).toBeNull();
  });

  it('refuses to delete the last category while it has posts', () => {
    expect(categoryDeletionIssue({ ...base, otherIds: [], postCount: 4 })).toBe(
      CATEGORY_MESSAGES.lastWithPosts,
    );
  });

  it('refuses the category itself or one of another blog as the target', () => {
    expect(categoryDeletionIssue({ ...base, postCount: 2, moveTo: 1 })).toBe(
      CATEGORY_MESSAGES.moveTargetInvalid,
    );
    expect(categoryDeletionIssue({ ...base, postCount: 2, moveTo: 99 })).toBe(
      CATEGORY_MESSAGES.moveTargetInvalid,
    );
    expect(categoryDeletionIssue({ ...base, postCount: 0, moveTo: 99 })).toBe(
      CATEGORY_MESSAGES.moveTargetInvalid,
    );
  });
});

describe('CATEGORY_MESSAGES for the delete dialog', () => {
  it('names the posts and menu items, singular and plural', () => {
    expect(CATEGORY_MESSAGES.postsToMove(1)).toBe('Esta categoría tiene 1 post.');
    expect(CATEGORY_MESSAGES.postsToMove(3)).toBe('Esta categoría tiene 3 posts.');
    expect(CATEGORY_MESSAGES.menuItemsRemoved(1)).toBe(
      'También se quitará 1 elemento del menú que apuntaba a ella.',
    );
    expect(CATEGORY_MESSAGES.menuItemsRemoved(2)).toBe(
      'También se quitarán 2 elementos del menú que apuntaban a ella.',
    );
  });
});

describe('defaultCategoryIssue', () => {
  it('takes none, or one of the blog’s categories', () => {
    expect(defaultCategoryIssue(null, [])).toBeNull();
    expect(defaultCategoryIssue(2, [1, 2])).toBeNull();
  });

  it('refuses a category that is not the blog’s', () => {
    expect(defaultCategoryIssue(9, [1, 2])).toBe(CATEGORY_MESSAGES.defaultNotInBlog);
    expect(defaultCategoryIssue(9, [])).toBe(CATEGORY_MESSAGES.defaultNotInBlog);
  });
});

describe('defaultCategoryAfterDeletion', () => {
  it('keeps the default when another category goes', () => {
    expect(defaultCategoryAfterDeletion({ defaultId: 1, deleted: 2, moveTo: 3 })).toBe(1);
    expect(defaultCategoryAfterDeletion({ defaultId: null, deleted: 2, moveTo: 3 })).toBeNull();
  });

  it('follows the posts of a deleted default, or is cleared', () => {
    expect(defaultCategoryAfterDeletion({ defaultId: 2, deleted: 2, moveTo: 3 })).toBe(3);
    expect(defaultCategoryAfterDeletion({ defaultId: 2, deleted: 2, moveTo: null })).toBeNull();
  });
});

describe('initialPostCategoryId', () => {
  const general = { id: 1 };
  const viajes = { id: 2 };

  it('starts in the default category', () => {
    expect(initialPostCategoryId([general, { ...viajes, isDefault: true }])).toBe(2);
  });

  it('starts in the only category, default or not', () => {
    expect(initialPostCategoryId([general])).toBe(1);
  });

  it('leaves the choice to the writer with several and no default', () => {
    expect(initialPostCategoryId([general, viajes])).toBeNull();
    expect(initialPostCategoryId([])).toBeNull();
  });
});
