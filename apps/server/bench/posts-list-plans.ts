/*
 * What PostgreSQL does for each shape of the panel's post list: seeds the bench's blog of
 * 10 000 posts (bench/posts-list-seed.ts), runs `listPosts` for every variant the bench sends
 * (the first page, each filter, a search, each order, deep pages), captures the SQL it sends and
 * prints `EXPLAIN (ANALYZE, BUFFERS)` of each: the plan's cost, its time, the indexes it reads,
 * and whether it scans or sorts the whole table. Timings on a shared machine are only
 * indicative; the plan's shape is what to read.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/posts-list-plans.ts
 *
 * The blog goes in a scratch database next to DATABASE_URL, dropped after. PLANS_KEEP=1 uses the
 * database DATABASE_URL names instead (migrated, seeded once, kept), so later runs skip the
 * seeding; PLANS_VERBOSE=1 prints every plan in full.
 */
import type { ListPostsParams } from '@bitacora/api/schemas';
import { listPostsQuerySchema } from '@bitacora/api/schemas';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { listPosts } from '../src/features/content/index.ts';
import type { Database } from '../src/platform/db/client.ts';
import * as schema from '../src/platform/db/schema/index.ts';
import { createScratchDatabase, tempDataDir } from '../src/test/crash-harness.ts';
import { seed } from './posts-list-seed.ts';

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Total Cost': number;
  'Actual Total Time': number;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

/** Every node of a plan, depth first. */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** One line per plan: cost, time, buffers, indexes, and what reads or sorts many rows. */
function summary(plan: { Plan: PlanNode; 'Execution Time': number }) {
  const nodes = nodesOf(plan.Plan);
  const indexes = [...new Set(nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])))];
  const seqScans = nodes
    .filter((n) => n['Node Type'] === 'Seq Scan')
    .map((n) => `${n['Relation Name']} (${n['Actual Rows'] * n['Actual Loops']} rows)`);
  const sorts = nodes
    .filter((n) => n['Node Type'] === 'Sort')
    .map((n) => `${n['Actual Rows']} rows`);
  const widest = Math.max(
    ...nodes
      .filter((n) => n['Relation Name'] === 'posts' || n['Index Name']?.startsWith('posts'))
      .map((n) => n['Actual Rows'] * n['Actual Loops'] + (n['Rows Removed by Filter'] ?? 0)),
    0,
  );
  return {
    cost: plan.Plan['Total Cost'],
    ms: plan['Execution Time'],
    buffers: (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0),
    postsRowsRead: widest,
    indexes,
    seqScans,
    sorts,
  };
}

type Summary = ReturnType<typeof summary>;

async function main() {
  const baseUrl = process.env.DATABASE_URL?.trim();
  if (!baseUrl) throw new Error('DATABASE_URL (PostgreSQL) is required');
  const keep = process.env.PLANS_KEEP === '1';
  const verbose = process.env.PLANS_VERBOSE === '1';
  const scratch = keep ? undefined : await createScratchDatabase(baseUrl);
  const url = scratch?.url ?? baseUrl;
  const temp = tempDataDir('bitacora-plans-');
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await client
      .unsafe(`select id from blogs where subdomain = 'grande'`)
      .catch(() => [] as { id: number }[]);
    if (!existing) {
      console.log('Sembrando 10 000 posts…');
      await seed({ databaseUrl: url, dataDir: temp.dir });
    } else {
      // Migrations added since the database was seeded (new indexes) apply here too.
      const { openDatabase } = await import('../src/platform/db/client.ts');
      const handle = await openDatabase({ databaseUrl: url });
      await handle.migrate();
      await handle.close();
      await client.unsafe('vacuum analyze posts');
    }
    const captured: { query: string; params: unknown[] }[] = [];
    const db = drizzle({
      client,
      schema,
      casing: 'snake_case',
      logger: { logQuery: (query, params) => captured.push({ query, params }) },
    }) as unknown as Database;
    const [blog] = await db.select().from(schema.blogs).where(eq(schema.blogs.subdomain, 'grande'));
    if (!blog) throw new Error('no bench blog');
    const [category] = await db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(eq(schema.categories.blogId, blog.id))
      .limit(1);
    const [tag] = await db
      .select({ id: schema.tags.id })
      .from(schema.tags)
      .where(eq(schema.tags.blogId, blog.id))
      .limit(1);
    const [serie] = await db
      .select({ id: schema.series.id })
      .from(schema.series)
      .where(eq(schema.series.blogId, blog.id))
      .limit(1);
    const [author] = await db
      .select({ id: schema.blogMembers.userId })
      .from(schema.blogMembers)
      .where(eq(schema.blogMembers.blogId, blog.id))
      .limit(1);

    const variants: [string, Record<string, string>][] = [
      ['plain, page 1', {}],
      ['status=PUBLISHED', { status: 'PUBLISHED' }],
      ['status=DRAFT', { status: 'DRAFT' }],
      ['category', { categoryId: String(category?.id) }],
      ['tag', { tagId: String(tag?.id) }],
      ['author', { authorId: String(author?.id) }],
      ['series', { seriesId: String(serie?.id) }],
      ['search, common word start', { search: 'mont' }],
      ['search, two common words', { search: 'casa mar' }],
      ['search, rare word', { search: 'tema1zeta' }],
      ['sort=title asc', { sort: 'title', order: 'asc' }],
      ['sort=date asc', { sort: 'date', order: 'asc' }],
      ['page 50', { page: '50' }],
      ['page 200', { page: '200' }],
      [
        'category, title desc, page 50',
        { categoryId: String(category?.id), sort: 'title', order: 'desc', page: '50' },
      ],
      [
        'status+category+author, page 10',
        {
          status: 'PUBLISHED',
          categoryId: String(category?.id),
          authorId: String(author?.id),
          page: '10',
        },
      ],
      [
        'search common + category + title, page 5',
        {
          search: 'mont',
          categoryId: String(category?.id),
          sort: 'title',
          order: 'asc',
          page: '5',
        },
      ],
      [
        'series, title asc, page 10',
        { seriesId: String(serie?.id), sort: 'title', order: 'asc', page: '10' },
      ],
    ];
    const rows: { name: string; page?: Summary; count?: Summary }[] = [];
    for (const [name, query] of variants) {
      const input: ListPostsParams = listPostsQuerySchema.parse({
        includeDrafts: 'true',
        limit: '20',
        ...query,
      });
      // Twice: the first builds and prepares the statement, the second is the warm one.
      await listPosts(db, blog, null, input);
      captured.length = 0;
      await listPosts(db, blog, null, input);
      // The page's ids; the JSON of those rows is one lookup by primary key for every shape.
      const page = captured.find((q) => q.query.startsWith('select "id" from "posts"'));
      let count = captured.find((q) => q.query.includes('count('));
      if (!count) {
        // A short last page gives the total without counting: a page of one post counts it.
        captured.length = 0;
        await listPosts(db, blog, null, { ...input, limit: 1, page: 1 });
        count = captured.find((q) => q.query.includes('count('));
      }
      if (!page || !count) throw new Error(`${name}: the page or its count was not captured`);
      const explained: Summary[] = [];
      for (const [part, q] of [
        ['page', page],
        ['count', count],
      ] as const) {
        const [{ 'QUERY PLAN': json }] = (await client.unsafe(
          `explain (analyze, buffers, format json) ${q.query}`,
          q.params as never[],
        )) as unknown as [{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }];
        explained.push(summary(json[0]));
        if (verbose) {
          const text = await client.unsafe(
            `explain (analyze, buffers) ${q.query}`,
            q.params as never[],
          );
          console.log(`\n## ${name}: ${part}\n${text.map((r) => r['QUERY PLAN']).join('\n')}`);
        }
      }
      rows.push({ name, page: explained[0], count: explained[1] });
    }
    const cell = (r: Summary | undefined) =>
      r ? `${r.cost.toFixed(0)} / ${r.buffers} / ${r.ms.toFixed(2)}` : '-';
    const notes = (r: Summary | undefined) =>
      r
        ? [
            r.indexes.filter((i) => i.startsWith('post')).join(', '),
            ...r.seqScans.filter((x) => x.startsWith('posts')).map((x) => `seq scan ${x}`),
            ...r.sorts.filter((x) => x !== '20 rows').map((x) => `sort ${x}`),
          ]
            .filter(Boolean)
            .join('; ')
        : '';
    console.log(
      '\n| variant | page: cost / buffers / ms | count: cost / buffers / ms | page reads | count reads |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    for (const r of rows)
      console.log(
        `| ${r.name} | ${cell(r.page)} | ${cell(r.count)} | ${notes(r.page)} | ${notes(r.count)} |`,
      );
  } finally {
    await client.end();
    temp.remove();
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
