export * from './permissions.ts';
