export * from './public/blog-picker';
export * from './public/forgot-password';
export * from './public/landing';
export * from './public/login';
export * from './public/reset-password';
export * from './public/signup';
export * from './shared/blogs';
export * from './super-admin/blogs';
