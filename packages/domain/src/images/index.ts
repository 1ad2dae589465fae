export * from './image-address.ts';
export * from './images.ts';
export * from './photo-downsize.ts';
