export * from './error-messages.ts';
