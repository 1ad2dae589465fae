export {
  DraftRecoveryAlert,
  type DraftRecoveryAlertProps,
} from './draft-recovery-alert';
export {
  UnsavedChangesDialog,
  type UnsavedChangesDialogProps,
} from './unsaved-changes-dialog';
