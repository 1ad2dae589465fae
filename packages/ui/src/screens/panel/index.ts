export * from '../../patterns/rich-text-editor';
export * from './dashboard';
export * from './post-form';
export * from './posts-list';
