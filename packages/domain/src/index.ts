export * from './constants/index.ts';
