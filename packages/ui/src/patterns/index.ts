export * from './image-picker';
export * from './pro-offer';
export * from './slug-field';
export * from './status-pill';
export * from './tag-input';
export * from './unsaved-changes';
