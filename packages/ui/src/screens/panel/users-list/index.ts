export { UsersListScreen, type UsersListScreenProps } from './users-list-screen';
