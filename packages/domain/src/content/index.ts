export * from './content.ts';
export * from './reading-time.ts';
export * from './unsaved-changes.ts';
