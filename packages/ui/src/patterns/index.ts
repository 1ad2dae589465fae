export * from './image-picker';
export * from './slug-field';
export * from './status-pill';
export * from './unsaved-changes';
