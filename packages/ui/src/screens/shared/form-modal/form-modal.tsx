import type { ReactNode } from 'react';
import { FormDialog } from '../../../primitives/modal/form-dialog';

export type FormModalProps = {
  open: boolean;
  title: string;
  isSaving?: boolean;
  onClose: () => void;
  /** The form, given the id that the footer's 'Guardar' submits; mounted only while open. */
  children: (formId: string) => ReactNode;
};

/** A create/edit modal: its form, then 'Cancelar' and 'Guardar' in the footer. */
export function FormModal({ open, title, isSaving = false, onClose, children }: FormModalProps) {
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      submitLabel="Guardar"
      busy={isSaving}
      busyLabel="Guardando..."
    >
      {children}
    </FormDialog>
  );
}
