import { UNSAVED_CHANGES_MESSAGES } from '@bitacora/domain';
import { ConfirmDialog } from '../../primitives/confirm-dialog/confirm-dialog';

export type UnsavedChangesDialogProps = {
  open: boolean;
  /** 'Seguir editando' (and Escape): the form stays as typed. */
  onStay: () => void;
  /** 'Salir sin guardar': the navigation goes on and the changes are lost. */
  onLeave: () => void;
};

/** Asks before a navigation leaves a form with unsaved changes. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={UNSAVED_CHANGES_MESSAGES.leaveTitle}
      message={UNSAVED_CHANGES_MESSAGES.leaveBody}
      cancelLabel={UNSAVED_CHANGES_MESSAGES.stay}
      confirmLabel={UNSAVED_CHANGES_MESSAGES.leave}
      tone="danger"
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
