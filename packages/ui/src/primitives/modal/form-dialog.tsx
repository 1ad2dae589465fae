import { type ReactNode, useId } from 'react';
import { Button } from '../button/button';
import { Modal } from './modal';
import type { ModalSize } from './modal.styles';

export type FormDialogProps = {
  open: boolean;
  title: string;
  size?: ModalSize;
  onClose: () => void;
  /** The submit button's words ('Guardar', 'Aplicar'). */
  submitLabel: string;
  /** While the form is being sent: the submit button waits, showing `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  /** Buttons before 'Cancelar' ('Quitar enlace'). */
  extraActions?: ReactNode;
  /** The form, given the id that the footer's submit button sends; made only while open. */
  children: (formId: string) => ReactNode;
};

/** A dialog that holds a form: the form, then 'Cancelar' and its submit button in the footer. */
export function FormDialog({
  open,
  title,
  size,
  onClose,
  submitLabel,
  busy = false,
  busyLabel,
  extraActions,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      footer={
        <>
          {extraActions}
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={busy} loadingText={busyLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {open ? children(formId) : null}
    </Modal>
  );
}
