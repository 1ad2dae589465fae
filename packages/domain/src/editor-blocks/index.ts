export * from './code-languages.ts';
export * from './footnotes-toc.ts';
export * from './gallery.ts';
export * from './paste.ts';
export * from './pasted-document.ts';
export * from './pasted-style.ts';
export * from './tables.ts';
export * from './video-embeds.ts';
