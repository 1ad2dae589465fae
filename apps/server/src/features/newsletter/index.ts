/**
 * Newsletter: subscribers, confirmations, the new-post mails and their links.
 * The feature's only face: other features, the composition and the demo import from here.
 */
export { newsletterLinkRoutes, ONE_CLICK_PATH } from './newsletter.routes.ts';
export {
  hitSubscribeLimit,
  NEWSLETTER_JOBS,
  newsletterJobs,
  postPublished,
  purgeNewsletterLinks,
  subscribe,
} from './newsletter.service.ts';
export { subscriberRoutes } from './subscribers.routes.ts';
