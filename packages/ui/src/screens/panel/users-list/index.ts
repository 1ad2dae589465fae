export { InviteDialog, type InviteDialogProps, type InviteValues } from './invite-dialog';
export { UsersListScreen, type UsersListScreenProps } from './users-list-screen';
