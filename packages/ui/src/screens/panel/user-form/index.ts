export { ActiveSessions, type ActiveSessionsProps } from './active-sessions';
export { UserFormScreen, type UserFormScreenProps, type UserFormValues } from './user-form-screen';
