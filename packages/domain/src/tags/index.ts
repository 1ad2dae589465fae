export * from './tags.ts';
