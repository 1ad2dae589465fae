/**
 * Accounts: sign-up, sign-in, sessions, two-factor, passwords, invitations, users and the guard every API call passes.
 * The feature's only face: other features, the composition and the demo import from here.
 */
import type { Feature } from '../../platform/feature.ts';
import { authRoutes } from './auth.routes.ts';
import { invitationRoutes } from './invitations.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { accountsPolicy } from './policy.ts';
import { accountsJobs, accountsSchedules } from './scheduled.ts';
import { sessionRoutes } from './sessions.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { userRoutes } from './users.routes.ts';

export { authRoutes } from './auth.routes.ts';
export { enforceRoutePolicy } from './guard/route-policy.ts';
export { invitationRoutes } from './invitations.routes.ts';
export { createInvitation, removeMember } from './invitations.service.ts';
export { passwordRoutes } from './password.routes.ts';
export { hashPassword } from './password.ts';
export { purgeStaleLinks } from './purge-stale-links.ts';
export { sessionRoutes } from './sessions.routes.ts';
export { startSession } from './sessions.service.ts';
export { twoFactorRoutes } from './two-factor.routes.ts';
export { isRequiredByPlatform, setRequiredByPlatform } from './two-factor.service.ts';
export { userRoutes } from './users.routes.ts';
export { sessionRole, USER_NOT_FOUND } from './users.service.ts';

/** What accounts hands to app.ts and the job worker. */
export const accountsFeature: Feature = {
  name: 'accounts',
  policy: accountsPolicy,
  routes: [
    { path: '/api/auth', app: authRoutes },
    { path: '/api/users', app: userRoutes },
    { path: '/api/sessions', app: sessionRoutes },
    { path: '/api/two-factor', app: twoFactorRoutes },
    { path: '/api/invitations', app: invitationRoutes },
    { path: '/api/password', app: passwordRoutes },
  ],
  jobs: accountsJobs,
  schedules: accountsSchedules,
};
