export * from './constants.ts';
export * from './mail-caps.ts';
