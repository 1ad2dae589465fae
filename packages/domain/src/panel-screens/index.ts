export * from './panel-screens.ts';
