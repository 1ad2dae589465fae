export * from './analytics.ts';
export * from './own-visits.ts';
