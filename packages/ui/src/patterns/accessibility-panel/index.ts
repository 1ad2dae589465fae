export * from './accessibility-panel';
