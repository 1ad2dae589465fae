import type { Category } from '@bitacora/api';
import { describe, expect, it } from 'vitest';
import { afterCategoryDeleted } from './category-deletion.ts';

const category = (id: number, postCount: number): Category => ({
  id,
  name: `C${id}`,
  slug: `c${id}`,
  postCount,
  menuItemCount: 0,
  blogId: 1,
});

describe('afterCategoryDeleted', () => {
  const items = [category(1, 3), category(2, 4), category(3, 0)];

  it('drops the category and adds its posts to the one that took them', () => {
    expect(afterCategoryDeleted(items, { id: 1, moveTo: 2 })).toEqual([
      category(2, 7),
      category(3, 0),
    ]);
  });

  it('only drops an empty category deleted without a target', () => {
    expect(afterCategoryDeleted(items, { id: 3, moveTo: null })).toEqual([
      category(1, 3),
      category(2, 4),
    ]);
  });

  it('leaves the list as it was for an unknown id', () => {
    expect(afterCategoryDeleted(items, { id: 9, moveTo: 2 })).toEqual(items);
  });
});
