import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { TextField } from '../../primitives/text-field/text-field';

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

export type PromptUrlFieldProps = {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  error: string | null;
  /** Every change; the prompt clears its error with it. */
  onChange: (value: string) => void;
};

/** The address a prompt asks for, typed as a URL and left uncorrected. */
export function PromptUrlField({ onChange, ...field }: PromptUrlFieldProps) {
  return (
    <TextField
      type="url"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      {...field}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
