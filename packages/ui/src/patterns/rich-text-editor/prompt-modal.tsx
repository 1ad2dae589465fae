import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';

export type PromptModalProps = {
  open: boolean;
  title: string;
  /** The submit button's words ('Aplicar', 'Insertar'). */
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** Buttons before 'Cancelar' ('Quitar enlace'). */
  extraActions?: ReactNode;
  children: ReactNode;
};

/** One of the editor's small dialogs: its form, then 'Cancelar' and the submit button. */
export function PromptModal({
  open,
  title,
  submitLabel,
  onSubmit,
  onClose,
  extraActions,
  children,
}: PromptModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          {extraActions}
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
