/**
 * Memberships: what readers pay a blog (issue 34): its tiers and prices. The feature's only face:
 * the composition imports from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { membershipsPolicy } from './policy.ts';
import { tierRoutes } from './tiers.routes.ts';

export { blogCurrency, listTiers } from './tiers.service.ts';

/** What memberships hand to app.ts. */
export const membershipsFeature: Feature = {
  name: 'memberships',
  policy: membershipsPolicy,
  routes: [{ path: '/api/members/tiers', app: tierRoutes }],
};
