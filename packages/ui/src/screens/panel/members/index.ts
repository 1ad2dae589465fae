export { type MembersQuery, MembersScreen, type MembersScreenProps } from './members-screen';
