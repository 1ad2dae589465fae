import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestPglite, pgliteTemplateData } from '../../test/test-db.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { TEXT_KEPT_TYPES, withoutClientParsers } from './pglite-parsers.ts';

const asText = (value: string) => value;

describe('withoutClientParsers', () => {
  it('drops parsers the client already has and keeps the other options', () => {
    const options = { rowMode: 'array' as const, parsers: { 1114: asText, 1182: asText } };
    expect(withoutClientParsers(options)).toEqual({ rowMode: 'array' });
    expect(options.parsers).toBeDefined();
  });

  it('passes options on unchanged when a parser is for another type, or there are none', () => {
    const json = { rowMode: 'object' as const, parsers: { 1114: asText, 114: JSON.parse } };
    expect(withoutClientParsers(json)).toBe(json);
    const plain: { rowMode: 'object'; parsers?: object } = { rowMode: 'object' };
    expect(withoutClientParsers(plain)).toBe(plain);
    expect(withoutClientParsers(undefined)).toBeUndefined();
  });
});

/** One value of each type Drizzle keeps as text, and a few it does not, in one row. */
const ROW = sql`select
  timestamp '2026-11-26 23:30:01.5' as "timestamp",
  timestamptz '2026-11-26 23:30:01+01' as "timestamptz",
  interval '1 day 02:03:04' as "interval",
  date '2026-11-26' as "date",
  array[1.50, 2]::numeric[] as "numerics",
  array[timestamp '2026-01-02 03:04:05']::timestamp[] as "timestamps",
  array[timestamptz '2026-01-02 03:04:05+00']::timestamptz[] as "timestamptzs",
  array[interval '5 minutes']::interval[] as "intervals",
  array[date '2026-01-02']::date[] as "dates",
  '{"a": [1, 2]}'::jsonb as "json",
  42::int4 as "number",
  true as "flag"`;

describe('Drizzle on the client with its parsers given once', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads every type as Drizzle reads it on a plain PGlite, in and out of a transaction', async () => {
    // Both start from the run's migrated template rather than an initdb of their own each.
    const data = pgliteTemplateData();
    const plain = drizzle({
      client: await PGlite.create(
        data
          ? { loadDataDir: data, extensions: PGLITE_EXTENSIONS }
          : { extensions: PGLITE_EXTENSIONS },
      ),
    });
    const handle = await openTestPglite();
    try {
      const expected = (await plain.execute(ROW)).rows;
      expect(expected[0]).toMatchObject({
        timestamp: '2026-11-26 23:30:01.5',
        interval: '1 day 02:03:04',
        date: '2026-11-26',
        json: { a: [1, 2] },
        number: 42,
        flag: true,
      });
      const outside = (await handle.db.execute(ROW)) as unknown as { rows: unknown[] };
      expect(outside.rows).toEqual(expected);
      const inTransaction = await handle.db.transaction(
        async (tx) => ((await tx.execute(ROW)) as unknown as { rows: unknown[] }).rows,
      );
      expect(inTransaction).toEqual(expected);
    } finally {
      await handle.close();
      await plain.$client.close();
    }
  });

  it('hands PGlite no per-query parsers for the types the client already keeps as text', async () => {
    const handle = await openTestPglite();
    const query = vi.spyOn(PGlite.prototype, 'query');
    try {
      await handle.db.execute(ROW);
      expect(query).toHaveBeenCalled();
      for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined();
      expect(TEXT_KEPT_TYPES).toHaveLength(9);
    } finally {
      await handle.close();
    }
  });
});
