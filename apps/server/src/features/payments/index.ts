/**
 * Payments: the PRO subscription, its checkout and the provider's notifications.
 * The feature's only face: other features, the composition and the demo import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { paymentsPolicy } from './policy.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.ts';
import { paymentsJobs, paymentsSchedules } from './scheduled.ts';
import { subscriptionRoutes } from './subscriptions.routes.ts';

export { sandboxCheckoutRoutes } from './sandbox-checkout.routes.ts';
export { EXPIRE_SUBSCRIPTIONS_JOB } from './scheduled.ts';
export { subscriptionRoutes } from './subscriptions.routes.ts';

/** What payments hands to app.ts and the job worker. */
export const paymentsFeature: Feature = {
  name: 'payments',
  policy: paymentsPolicy,
  routes: [
    { path: '/api/subscriptions', app: subscriptionRoutes },
    { path: '/sandbox/checkout', app: sandboxCheckoutRoutes },
  ],
  jobs: paymentsJobs,
  schedules: paymentsSchedules,
};
