export * from './transfers.ts';
