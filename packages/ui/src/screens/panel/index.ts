export * from '../../patterns/rich-text-editor';
export * from './dashboard';
export * from './page-form';
export * from './pages-list';
export * from './post-form';
export * from './posts-list';
