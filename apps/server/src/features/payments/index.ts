/**
 * Payments: the PRO subscription, its checkout and the provider's notifications.
 * The feature's only face: other features, the composition and the demo import from here.
 */
export { sandboxCheckoutRoutes } from './sandbox-checkout.routes.ts';
export { subscriptionRoutes } from './subscriptions.routes.ts';
export { expireLapsedSubscriptions } from './subscriptions.service.ts';
