export * from './sessions.ts';
