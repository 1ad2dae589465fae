export * from './categories.ts';
