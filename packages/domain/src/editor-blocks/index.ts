export * from './code-languages.ts';
export * from './paste.ts';
export * from './video-embeds.ts';
