import { EDIT_CONFLICT_MESSAGES } from '@bitacora/domain';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';

export type EditConflictDialogProps = {
  open: boolean;
  /** 'Recargar': take the saved version; the form's changes go. */
  onReload: () => void;
  /** 'Mantener la mía': save the form over the other version, knowingly. */
  onKeepMine: () => void;
  /** Escape or the close button: nothing is saved, the form stays as typed. */
  onDismiss: () => void;
  /** While one of the two runs. */
  isBusy?: boolean;
};

/** Someone (or another tab) saved the post or page since the form loaded it. */
export function EditConflictDialog({
  open,
  onReload,
  onKeepMine,
  onDismiss,
  isBusy = false,
}: EditConflictDialogProps) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!isBusy) onDismiss();
      }}
      title={EDIT_CONFLICT_MESSAGES.title}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onReload} disabled={isBusy}>
            {EDIT_CONFLICT_MESSAGES.reload}
          </Button>
          <Button variant="primary" onClick={onKeepMine} isLoading={isBusy}>
            {EDIT_CONFLICT_MESSAGES.keepMine}
          </Button>
        </>
      }
    >
      <p>{EDIT_CONFLICT_MESSAGES.body}</p>
    </Modal>
  );
}
