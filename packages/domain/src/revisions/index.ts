export * from './autosave.ts';
export * from './revisions.ts';
