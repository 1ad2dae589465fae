export * from './schedule.ts';
export * from './time-zone.ts';
export * from './trash.ts';
