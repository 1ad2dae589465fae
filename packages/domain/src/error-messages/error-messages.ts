/**
 * What a failed call tells the user, screen by screen. Each screen's rule is its own module,
 * reading only its own messages, so a screen's code carries no other screen's sentences.
 */

export * from './auth.ts';
export * from './blogs.ts';
export * from './categories.ts';
export * from './comments.ts';
export * from './content.ts';
export * from './media.ts';
export { errorText, readServerText, type ServerTextField } from './server-text.ts';
export * from './users.ts';
