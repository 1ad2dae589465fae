export { AuthCard, AuthForm, AuthLinks } from './auth-card';
