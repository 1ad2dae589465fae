export * from './accessibility.ts';
export * from './accessibility-messages.es.ts';
