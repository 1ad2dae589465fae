export * from './plans.ts';
