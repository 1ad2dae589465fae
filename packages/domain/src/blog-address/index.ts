export * from './blog-address.ts';
