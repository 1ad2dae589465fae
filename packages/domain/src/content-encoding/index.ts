export * from './content-encoding.ts';
