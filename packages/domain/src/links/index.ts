export * from './links.ts';
