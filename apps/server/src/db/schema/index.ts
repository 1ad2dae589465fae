export * from './accounts.ts';
export * from './analytics.ts';
export * from './blogs.ts';
export * from './content.ts';
export * from './jobs.ts';
export * from './notifications.ts';
export * from './publishing.ts';
export * from './transfers.ts';
