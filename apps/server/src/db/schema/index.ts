export * from './accounts.ts';
export * from './blogs.ts';
export * from './content.ts';
