export * from './recommendations.ts';
