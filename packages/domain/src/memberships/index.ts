export * from './memberships.ts';
