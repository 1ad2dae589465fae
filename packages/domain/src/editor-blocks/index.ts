export * from './code-languages.ts';
export * from './gallery.ts';
export * from './paste.ts';
export * from './video-embeds.ts';
