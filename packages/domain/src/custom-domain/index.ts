export * from './custom-domain.ts';
