import { PLANS } from '@bitacora/domain';
import { z } from 'zod';

/** The setting-up steps the server tells from the blog's rows (sharing is the browser's). */
export const dashboardChecklistSchema = z.object({
  firstPost: z.boolean(),
  design: z.boolean(),
  aboutPage: z.boolean(),
  invited: z.boolean(),
});
export type DashboardChecklist = z.infer<typeof dashboardChecklistSchema>;

/**
 * `GET /api/dashboard`: what the dashboard adds to the spec's three counts
 * (docs/decisions/052-dashboard-first-steps.md). `subscribers`, `checklist` and `visits` are
 * `null` for an AUTHOR; `visits` also on FREE.
 */
export const dashboardSummarySchema = z.object({
  plan: z.enum(PLANS),
  pendingComments: z.number(),
  subscribers: z.number().nullable(),
  checklist: dashboardChecklistSchema.nullable(),
  visits: z
    .array(z.object({ day: z.string(), visitors: z.number(), views: z.number() }))
    .nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
