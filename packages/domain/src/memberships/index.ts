export * from './member-import.ts';
export * from './memberships.ts';
