export * from './app-link';
export * from './panel-layout';
export * from './public-layout';
