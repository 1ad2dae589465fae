export * from './preview-links.ts';
export * from './slug-history.ts';
