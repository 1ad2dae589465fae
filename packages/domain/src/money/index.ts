export * from './money.ts';
export * from './tips.ts';
