/**
 * Memberships: what readers pay a blog (issue 34): its tiers and prices. The feature's only face:
 * the composition imports from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { connectionRoutes } from './connection.routes.ts';
import { membershipJobs, membershipSchedules } from './jobs.ts';
import { memberStatsRoutes } from './member-stats.routes.ts';
import { memberAdminRoutes } from './members-admin.routes.ts';
import { membershipsPolicy } from './policy.ts';
import { sandboxOAuthRoutes } from './sandbox-oauth.routes.ts';
import { sandboxPreapprovalRoutes } from './sandbox-preapproval.routes.ts';
import { sandboxTipRoutes } from './sandbox-tip.routes.ts';
import { tierRoutes } from './tiers.routes.ts';
import { tipRoutes } from './tips.routes.ts';
import { membershipWebhookRoutes } from './webhook.routes.ts';

export {
  CANCEL_PATH,
  cancelFromAccount,
  checkoutLinkPage,
  paymentsOf,
  planSection,
  SUBSCRIBE_PATH,
  subscribeFromAccount,
} from './account.ts';
export {
  connectionStatus,
  sellerToken,
} from './connection.service.ts';
export {
  cancelMembership,
  currentMembership,
  MEMBERSHIP_JOBS,
  processMembershipNotice,
  subscribe,
} from './subscriptions.service.ts';
export { blogCurrency, listTiers } from './tiers.service.ts';
export {
  hitTipLimit,
  platformFeeBps,
  setPlatformFeeBps,
  startTip,
  TIP_ADDRESS_LIMIT,
  TIP_PATH,
  TIP_THANKS_PATH,
  tipSettings,
} from './tips.service.ts';

/** What memberships hand to app.ts and the job worker. */
export const membershipsFeature: Feature = {
  name: 'memberships',
  policy: membershipsPolicy,
  routes: [
    { path: '/api/members/tiers', app: tierRoutes },
    { path: '/api/members/tips', app: tipRoutes },
    { path: '/api/members/stats', app: memberStatsRoutes },
    { path: '/api/members/webhook', app: membershipWebhookRoutes },
    { path: '/api/members/mercadopago', app: connectionRoutes },
    { path: '/sandbox/oauth', app: sandboxOAuthRoutes },
    { path: '/sandbox/preapproval', app: sandboxPreapprovalRoutes },
    { path: '/sandbox/tip', app: sandboxTipRoutes },
    // After the tiers, the tips, the stats, the webhook and the connection, whose paths its
    // '/:uuid' would otherwise take.
    { path: '/api/members', app: memberAdminRoutes },
  ],
  jobs: membershipJobs,
  schedules: membershipSchedules,
};
