export { InvitationScreen, type InvitationScreenProps } from './invitation-screen';
