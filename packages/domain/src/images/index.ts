export * from './image-address.ts';
export * from './images.ts';
