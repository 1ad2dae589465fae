export { blogs, publicDomain } from '../../shared/blogs/blogs.fixtures';
