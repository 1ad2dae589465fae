export * from './image-picker';
export * from './media-picker';
export * from './pro-offer';
export * from './slug-field';
export * from './status-pill';
export * from './tag-input';
export * from './two-factor';
export * from './unsaved-changes';
