import { describe, expect, it } from 'vitest';
import {
  isValidMenuUrl,
  menuReorderPayload,
  nextMenuOrder,
  normalizeMenuItem,
  parseMenuOrder,
  reorderMenuItems,
  sortMenuItems,
  validateMenuItem,
} from './menu.ts';

describe('menu URL', () => {
  it.each(['http://a.com', 'https://a.com', '/', '/sobre-mí', 'HTTPS://A.COM', '  /contacto '])(
    'accepts %j',
    (url) => {
      expect(isValidMenuUrl(url)).toBe(true);
    },
  );

  it.each(['a.com', 'www.a.com', 'ftp://a.com', 'mailto:a@b.es', 'javascript:alert(1)', 'http:/a'])(
    'refuses %j',
    (url) => {
      expect(isValidMenuUrl(url)).toBe(false);
    },
  );
});

describe('validateMenuItem', () => {
  it('accepts a valid item with an empty order', () => {
    expect(validateMenuItem({ label: 'Inicio', url: '/', order: '' })).toEqual({});
    expect(validateMenuItem({ label: 'Inicio', url: '/' })).toEqual({});
  });

  it('requires label and URL after trimming', () => {
    expect(validateMenuItem({ label: '  ', url: ' ' })).toEqual({
      label: 'Menu item label is required',
      url: 'Menu item URL is required',
    });
  });

  it('checks the URL prefix', () => {
    expect(validateMenuItem({ label: 'Blog', url: 'blog' })).toEqual({
      url: 'URL must start with http:// https:// or /',
    });
  });

  it('checks a given order at 0/1', () => {
    const message = 'Order must be a whole number of 1 or more';
    expect(validateMenuItem({ label: 'a', url: '/', order: 0 })).toEqual({ order: message });
    expect(validateMenuItem({ label: 'a', url: '/', order: '0' })).toEqual({ order: message });
    expect(validateMenuItem({ label: 'a', url: '/', order: 1 })).toEqual({});
    expect(validateMenuItem({ label: 'a', url: '/', order: '1.5' })).toEqual({ order: message });
    expect(validateMenuItem({ label: 'a', url: '/', order: 'uno' })).toEqual({ order: message });
  });
});

describe('normalizeMenuItem', () => {
  it('trims label and URL and defaults an empty order to 0', () => {
    expect(normalizeMenuItem({ label: ' Señas ', url: ' /contacto ', order: '' })).toEqual({
      label: 'Señas',
      url: '/contacto',
      order: 0,
    });
    expect(normalizeMenuItem({ label: 'a', url: '/', order: ' 3 ' }).order).toBe(3);
    expect(parseMenuOrder(null)).toBe(0);
    expect(parseMenuOrder(undefined)).toBe(0);
    expect(parseMenuOrder(5)).toBe(5);
  });
});

describe('reorderMenuItems', () => {
  const items = [
    { id: 10, label: 'A', order: 3 },
    { id: 11, label: 'B', order: 7 },
    { id: 12, label: 'C', order: 9 },
    { id: 13, label: 'D', order: 12 },
  ];

  it('moves down and renumbers from 1', () => {
    expect(reorderMenuItems(items, 0, 2).map((i) => [i.label, i.order])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
      ['D', 4],
    ]);
  });

  it('moves up and renumbers from 1', () => {
    expect(reorderMenuItems(items, 3, 0).map((i) => [i.label, i.order])).toEqual([
      ['D', 1],
      ['A', 2],
      ['B', 3],
      ['C', 4],
    ]);
  });

  it('renumbers even without a move, and does not touch the input', () => {
    expect(reorderMenuItems(items, 1, 1).map((i) => i.order)).toEqual([1, 2, 3, 4]);
    expect(items[0]?.order).toBe(3);
  });

  it('leaves the list as it was for out-of-range indices', () => {
    expect(reorderMenuItems(items, -1, 0)).toEqual(items);
    expect(reorderMenuItems(items, 0, 4)).toEqual(items);
    expect(reorderMenuItems([], 0, 0)).toEqual([]);
  });

  it('builds the reorder payload', () => {
    expect(menuReorderPayload(reorderMenuItems(items, 0, 1))).toEqual([
      { id: 11, order: 1 },
      { id: 10, order: 2 },
      { id: 12, order: 3 },
      { id: 13, order: 4 },
    ]);
  });
});

describe('sortMenuItems and nextMenuOrder', () => {
  it('sorts by order then id', () => {
    const sorted = sortMenuItems([
      { id: 10, order: 2 },
      { id: 2, order: 1 },
      { id: 9, order: 2 },
    ]);
    expect(sorted.map((i) => i.id)).toEqual([2, 9, 10]);
  });

  it('places a new item last', () => {
    expect(nextMenuOrder([])).toBe(1);
    expect(nextMenuOrder([{ order: 4 }, { order: 2 }])).toBe(5);
  });
});
