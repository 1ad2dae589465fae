import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { blogs } from './blogs.ts';
import { id, ownerRef, timestamps } from './columns.ts';

/**
 * The sites a blog recommends (issue 38, docs/decisions/079-recommendations.md): shown on its
 * `/recomendaciones` page and published as `/.well-known/recommendations.json`. At most 100 a
 * blog (@bitacora/domain's RECOMMENDATION_LIMITS), kept by the service.
 */
export const recommendations = pgTable(
  'recommendations',
  {
    id: id(),
    blogId: ownerRef(() => blogs.id),
    url: varchar({ length: 2000 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    reason: text().notNull().default(''),
    ...timestamps(),
  },
  (t) => [index().on(t.blogId, t.id)],
);
