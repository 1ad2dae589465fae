/**
 * Every resource's endpoint module under its name in the grouped API: the one list of them.
 * A module holds only its calls, each taking the client first.
 */
export * as analytics from './analytics.ts';
export * as auth from './auth.ts';
export * as blogs from './blogs.ts';
export * as categories from './categories.ts';
export * as commentNotifications from './comment-notifications.ts';
export * as comments from './comments.ts';
export * as invitations from './invitations.ts';
export * as media from './media.ts';
export * as menu from './menu.ts';
export * as pages from './pages.ts';
export * as paymentConnection from './payment-connection.ts';
export * as platform from './platform.ts';
export * as posts from './posts.ts';
export * as publishing from './publishing.ts';
export * as recommendations from './recommendations.ts';
export * as series from './series.ts';
export * as sessions from './sessions.ts';
export * as settings from './settings.ts';
export * as stats from './stats.ts';
export * as subscriptions from './subscriptions.ts';
export * as system from './system.ts';
export * as tags from './tags.ts';
export * as transfers from './transfers.ts';
export * as trash from './trash.ts';
export * as twoFactor from './two-factor.ts';
export * as users from './users.ts';
