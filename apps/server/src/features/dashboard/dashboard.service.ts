import type { DashboardChecklist, DashboardSummary } from '@bitacora/api/schemas';
import { addDays, hasFeature, type Plan, utcDay } from '@bitacora/domain';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import {
  blogMembers,
  invitations,
  newsletterSubscribers,
  pages,
  posts,
  settings,
} from '../../platform/db/schema/index.ts';
import { type Actor, can } from '../../platform/http/policy.ts';
import { analyticsReport } from '../analytics/index.ts';
import { pendingCommentCount } from '../comments/index.ts';

/** The days the dashboard's visits chart covers, today included. */
export const DASHBOARD_VISIT_DAYS = 7;

async function counted(query: Promise<{ value: number }[]>) {
  const [row] = await query;
  return row?.value ?? 0;
}

async function checklistOf(db: Database, blog: Blog): Promise<DashboardChecklist> {
  const [published, template, pageCount, others, invited] = await Promise.all([
    counted(
      db
        .select({ value: count() })
        .from(posts)
        .where(and(eq(posts.blogId, blog.id), eq(posts.status, 'PUBLISHED'))),
    ),
    db.select({ template: settings.template }).from(settings).where(eq(settings.blogId, blog.id)),
    counted(
      db
        .select({ value: count() })
        .from(pages)
        .where(and(eq(pages.blogId, blog.id), eq(pages.status, 'PUBLISHED'))),
    ),
    counted(db.select({ value: count() }).from(blogMembers).where(eq(blogMembers.blogId, blog.id))),
    counted(db.select({ value: count() }).from(invitations).where(eq(invitations.blogId, blog.id))),
  ]);
  return {
    firstPost: published > 0,
    // Settings hold no colours: the design is chosen once the template is not the default.
    design: (template[0]?.template ?? 'default') !== 'default',
    // Any published page: a new blog's first page is its 'about' page in practice.
    aboutPage: pageCount > 0,
    invited: invited > 0 || others > 1,
  };
}

/** `GET /api/dashboard`: what the dashboard adds to the spec's three counts. */
export async function dashboardSummary(
  db: Database,
  actor: Actor,
  blog: Blog,
  now: Date,
): Promise<DashboardSummary> {
  const admin = can(actor, 'manage:settings');
  const [pending, subscribers, checklist, visits] = await Promise.all([
    pendingCommentCount(db, actor, blog, now),
    admin
      ? counted(
          db
            .select({ value: count() })
            .from(newsletterSubscribers)
            .where(
              and(
                eq(newsletterSubscribers.blogId, blog.id),
                isNotNull(newsletterSubscribers.confirmedAt),
                isNull(newsletterSubscribers.unsubscribedAt),
              ),
            ),
        )
      : null,
    admin ? checklistOf(db, blog) : null,
    admin && hasFeature(blog.plan, 'analytics')
      ? analyticsReport(
          db,
          blog,
          {
            from: addDays(utcDay(now), -(DASHBOARD_VISIT_DAYS - 1)),
            to: utcDay(now),
            granularity: 'day',
          },
          now,
        ).then((report) =>
          report.points.map((point) => ({
            day: point.start,
            visitors: point.visitors,
            views: point.views,
          })),
        )
      : null,
  ]);
  // The column's check allows only the two plans.
  return {
    plan: blog.plan as Plan,
    pendingComments: pending.count,
    subscribers,
    checklist,
    visits,
  };
}
