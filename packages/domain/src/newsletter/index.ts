export * from './newsletter.ts';
