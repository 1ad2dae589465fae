export * from './code-injection.ts';
export * from './colors.ts';
export * from './custom-css.ts';
export * from './fonts.ts';
export * from './layout.ts';
export * from './palette.ts';
