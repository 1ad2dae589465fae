/**
 * The messages users read, as whole sentences, worded exactly as the spec has them.
 * A few are in English because the spec shows them in English. Messages the spec does not word
 * (marked "not in the spec") follow the same tone so that screens never invent their own text.
 * Messages with a placeholder are functions.
 *
 * They are kept by screen in messages/, one module each, so that a screen's code carries only
 * the sentences it can show: the login screen does not download the editor's.
 */

export * from './messages/blogs.es.ts';
export * from './messages/categories.es.ts';
export * from './messages/comment-notifications.es.ts';
export * from './messages/comments.es.ts';
export * from './messages/counted.es.ts';
export * from './messages/dates.es.ts';
export * from './messages/design.es.ts';
export * from './messages/fields.es.ts';
export * from './messages/images.es.ts';
export * from './messages/invitations.es.ts';
export * from './messages/login.es.ts';
export * from './messages/members.es.ts';
export * from './messages/memberships.es.ts';
export * from './messages/newsletter.es.ts';
export * from './messages/payment-connection.es.ts';
export * from './messages/posts.es.ts';
export * from './messages/publishing.es.ts';
export * from './messages/recommendations.es.ts';
export * from './messages/schedule.es.ts';
export * from './messages/server.es.ts';
export * from './messages/sessions.es.ts';
export * from './messages/signup.es.ts';
export * from './messages/transfers.es.ts';
export * from './messages/translations.es.ts';
export * from './messages/two-factor.es.ts';
export * from './messages/users.es.ts';
