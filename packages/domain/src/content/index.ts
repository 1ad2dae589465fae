export * from './content.ts';
export * from './content-list.ts';
export * from './newsletter-audience.ts';
export * from './reading-time.ts';
export * from './unsaved-changes.ts';
export * from './visibility.ts';
