export * from './constants/index.ts';
export * from './messages.es.ts';
export * from './slug/index.ts';
