export * from './blog-address/index.ts';
export * from './comments/index.ts';
export * from './constants/index.ts';
export * from './images/index.ts';
export * from './messages.es.ts';
export * from './slug/index.ts';
