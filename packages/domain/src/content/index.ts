export * from './content.ts';
export * from './unsaved-changes.ts';
