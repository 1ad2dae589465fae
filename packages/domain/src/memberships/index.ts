export * from './memberships.ts';
export * from './member-import.ts';
