/**
 * Members: a blog's readers who join with their email and sign in by an emailed link, and their
 * account page on the blog (docs/decisions/058-members-sign-in-by-link.md).
 * The feature's only face: other features, the composition and the demo import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { matchRoute } from '../../platform/http/policy.ts';
import { memberRoutes } from './members.routes.ts';
import { memberJobs, memberSchedules } from './members.service.ts';
import { MEMBER_MESSAGES } from './messages.ts';
import { membersPolicy } from './policy.ts';

export {
  forgetMember,
  MEMBER_COOKIE,
  MEMBER_JOBS,
  type Member,
  memberBlog,
  memberCookieIn,
  memberForPage,
  memberForSession,
  memberJobs,
  membersEnabled,
  type PageMember,
  rememberedMember,
} from './members.service.ts';
export { MEMBER_MESSAGES };

/** Whether a request on a blog's host is one of the members' routes (the rest are 404 pages). */
export const isMemberPath = (method: string, path: string) => {
  try {
    return matchRoute(method, path, membersPolicy) !== null;
  } catch {
    return false;
  }
};
export { ACCOUNT_PATH, SIGN_IN_PATH } from './pages.ts';

/** What members hand to app.ts and the job worker. */
export const membersFeature: Feature = {
  name: 'members',
  policy: membersPolicy,
  routes: [{ path: '/members', app: memberRoutes }],
  jobs: memberJobs,
  schedules: memberSchedules,
};
