export * from './links.ts';
export * from './social-links.ts';
