export * from './member-import.ts';
export * from './member-stats.ts';
export * from './memberships.ts';
export * from './reader-messages.ts';
