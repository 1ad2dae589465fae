export * from './slug.ts';
