export * from './comment-notifications.ts';
export * from './comment-rules.ts';
export * from './comment-rules-form.ts';
export * from './comments.ts';
export * from './spam-score.ts';
