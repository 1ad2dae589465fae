/**
 * Comments: the public form, moderation, replies, the spam rules and the mails about comments.
 * The feature's only face: other features, the composition and the demo import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { commentLinkRoutes, commentNotificationRoutes } from './comment-notifications.routes.ts';
import { commentNotificationJobs, commentSchedules } from './comment-notifications.service.ts';
import { commentRoutes } from './comments.routes.ts';
import { commentsPolicy } from './policy.ts';

export { FORM_TOKEN_FIELD, formTiming, issueFormToken } from './comment-form-token.ts';
export { commentLinkRoutes, commentNotificationRoutes } from './comment-notifications.routes.ts';
export { commentNotificationJobs } from './comment-notifications.service.ts';
export {
  COMMENT_RATE_LIMIT,
  COMMENTS_MEMBERS_ONLY,
  hitAddressLimit,
  POST_COMMENT_RATE_LIMIT,
} from './comment-rules.ts';
export { commentRoutes } from './comments.routes.ts';
export { addressHash, createComment } from './comments.service.ts';
export { pendingCommentCount } from './comments-bulk.ts';

/** What comments hands to app.ts and the job worker. */
export const commentsFeature: Feature = {
  name: 'comments',
  policy: commentsPolicy,
  // The staff's calls also answer without the /api prefix (docs/architecture.md#api).
  routes: [
    { path: '/api/comment-notifications', app: commentNotificationRoutes },
    { path: '/api/comment-links', app: commentLinkRoutes },
    { path: '/api/comments', app: commentRoutes },
    { path: '/comments', app: commentRoutes },
  ],
  jobs: commentNotificationJobs,
  schedules: commentSchedules,
};
