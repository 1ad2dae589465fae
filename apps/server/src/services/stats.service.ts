import type { StatsKind } from '@bitacora/api/schemas';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Blog } from '../db/rows.ts';
import { categories, pages, posts } from '../db/schema/index.ts';

const TABLES = { posts, pages, categories } as const;

/** Stats: how many posts (drafts included), pages or categories the blog has. */
export async function countOf(db: Database, blog: Blog, kind: StatsKind): Promise<number> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ value: count() })
    .from(table as typeof posts)
    .where(eq(table.blogId, blog.id));
  return row?.value ?? 0;
}
