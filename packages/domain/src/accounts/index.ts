export * from './accounts.ts';
export * from './profile-links.ts';
