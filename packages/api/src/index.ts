export * from './client.ts';
export * from './endpoints/index.ts';
export * from './errors.ts';
export * from './schemas/index.ts';
