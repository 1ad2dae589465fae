import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, listAll } from './list-all.ts';

const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('listAll', () => {
  it('reads one short page once', async () => {
    const asked: number[] = [];
    const items = await listAll(async ({ page, limit }) => {
      asked.push(page);
      expect(limit).toBe(LIST_PAGE_SIZE);
      return { data: numbers(1, 3), total: 3 };
    });
    expect(items).toEqual([1, 2, 3]);
    expect(asked).toEqual([1]);
  });

  it('follows full pages until the total is reached', async () => {
    const total = LIST_PAGE_SIZE * 2 + 5;
    const asked: number[] = [];
    const items = await listAll(async ({ page, limit }) => {
      asked.push(page);
      const start = (page - 1) * limit;
      return { data: numbers(start, Math.min(limit, total - start)), total };
    });
    expect(items).toHaveLength(total);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops after a full last page that reaches the total', async () => {
    const asked: number[] = [];
    await listAll(async ({ page }) => {
      asked.push(page);
      return { data: numbers(0, LIST_PAGE_SIZE), total: LIST_PAGE_SIZE };
    });
    expect(asked).toEqual([1]);
  });
});
