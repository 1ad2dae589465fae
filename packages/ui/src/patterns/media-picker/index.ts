export * from './media-picker';
