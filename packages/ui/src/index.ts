export * from './primitives/button';
export * from './primitives/spinner';
export * from './tokens';
