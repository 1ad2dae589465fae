import { type ReactNode, useId } from 'react';
import { Button } from '../../../primitives/button/button';
import { Modal } from '../../../primitives/modal/modal';

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
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={isSaving} loadingText="Guardando...">
            Guardar
          </Button>
        </>
      }
    >
      {open ? children(formId) : null}
    </Modal>
  );
}
