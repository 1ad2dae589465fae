export * from './images.ts';
