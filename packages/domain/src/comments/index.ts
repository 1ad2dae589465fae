export * from './comments.ts';
