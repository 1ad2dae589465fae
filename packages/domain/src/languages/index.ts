export * from './addresses.ts';
export * from './languages.ts';
