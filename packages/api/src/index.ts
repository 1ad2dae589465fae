export * from './schemas/index.ts';
