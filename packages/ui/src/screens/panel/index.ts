export * from '../../patterns/rich-text-editor';
export * from './dashboard';
export * from './posts-list';
