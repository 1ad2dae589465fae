export { ActiveSessions, type ActiveSessionsProps } from './active-sessions';
export {
  CommentNotificationsSection,
  type CommentNotificationsSectionProps,
} from './comment-notifications-section';
export {
  type TwoFactorAction,
  TwoFactorSection,
  type TwoFactorSectionProps,
} from './two-factor-section';
export { UserFormScreen, type UserFormScreenProps, type UserFormValues } from './user-form-screen';
