import type { Category } from '@bitacora/api';
import { describe, expect, it } from 'vitest';
import { afterCategoryDeleted, withSavedCategory } from './category-list.ts';

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

describe('withSavedCategory', () => {
  const named = (id: number, name: string): Category => ({ ...category(id, 0), name });

  it('puts a new category in its place by name, accents read as Spanish', () => {
    const items = [named(1, 'Cocina'), named(2, 'Viajes')];
    expect(withSavedCategory(items, named(3, 'Ñandúes')).map((c) => c.name)).toEqual([
      'Cocina',
      'Ñandúes',
      'Viajes',
    ]);
    expect(withSavedCategory(items, named(4, 'Árboles')).map((c) => c.name)).toEqual([
      'Árboles',
      'Cocina',
      'Viajes',
    ]);
  });

  it('replaces an edited category instead of adding it twice', () => {
    const items = [named(1, 'Cocina'), named(2, 'Viajes')];
    expect(withSavedCategory(items, named(1, 'Recetas')).map((c) => c.name)).toEqual([
      'Recetas',
      'Viajes',
    ]);
  });
});
