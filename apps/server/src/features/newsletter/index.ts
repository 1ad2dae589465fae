/**
 * Newsletter: subscribers, confirmations, the new-post mails and their links.
 * The feature's only face: other features, the composition and the demo import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { newsletterLinkRoutes } from './newsletter.routes.ts';
import { newsletterJobs, newsletterSchedules } from './newsletter.service.ts';
import { newsletterPolicy } from './policy.ts';
import { subscriberRoutes } from './subscribers.routes.ts';

export {
  addImportedSubscribers,
  forgetSubscriber,
  mailLanguagesOf,
  setSubscriberLanguage,
  subscribeConfirmed,
  subscriptionOf,
  unsubscribeAddress,
} from './by-address.ts';
export { NEWSLETTER_MAIL_MESSAGES } from './messages.ts';
export { newsletterLinkRoutes, ONE_CLICK_PATH } from './newsletter.routes.ts';
export {
  hitSubscribeLimit,
  NEWSLETTER_JOBS,
  newsletterJobs,
  postPublished,
  subscribe,
} from './newsletter.service.ts';
export { subscriberRoutes } from './subscribers.routes.ts';

/** What newsletter hands to app.ts and the job worker. */
export const newsletterFeature: Feature = {
  name: 'newsletter',
  policy: newsletterPolicy,
  routes: [
    { path: '/api/newsletter', app: newsletterLinkRoutes },
    { path: '/api/subscribers', app: subscriberRoutes },
  ],
  jobs: newsletterJobs,
  schedules: newsletterSchedules,
};
