export * from './form-errors.ts';
