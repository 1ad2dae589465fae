export * from './seo.ts';
