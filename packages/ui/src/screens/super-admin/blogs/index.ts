export { SuperAdminBlogsScreen, type SuperAdminBlogsScreenProps } from './super-admin-blogs-screen';
