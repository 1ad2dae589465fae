import type { StatsKind } from '@bitacora/api/schemas';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { categories, pages, posts } from '../../platform/db/schema/index.ts';
import type { Actor } from '../../platform/http/policy.ts';
import { draftsOnlyBy, publishedOrBy } from './draft-visibility.ts';

/**
 * Stats: how many posts or pages the actor's lists hold (drafts included: an AUTHOR's own, the
 * admins' every author's; the trash not), or how many categories the blog has.
 */
export async function countOf(
  db: Database,
  actor: Actor,
  blog: Blog,
  kind: StatsKind,
): Promise<number> {
  if (kind === 'categories') {
    const [row] = await db
      .select({ value: count() })
      .from(categories)
      .where(eq(categories.blogId, blog.id));
    return row?.value ?? 0;
  }
  const table = kind === 'posts' ? posts : pages;
  const draftsBy = draftsOnlyBy(actor);
  const [row] = await db
    .select({ value: count() })
    .from(table as typeof posts)
    .where(
      and(
        eq(table.blogId, blog.id),
        ne(table.status, 'TRASHED'),
        draftsBy === null ? undefined : publishedOrBy(table, draftsBy),
      ),
    );
  return row?.value ?? 0;
}
