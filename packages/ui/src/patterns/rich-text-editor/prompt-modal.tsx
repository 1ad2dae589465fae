import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { FormDialog } from '../../primitives/modal/form-dialog';
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
  return (
    <FormDialog
      open={open}
      title={title}
      size="sm"
      onClose={onClose}
      submitLabel={submitLabel}
      extraActions={extraActions}
    >
      {(formId) => (
        <form id={formId} onSubmit={onSubmit} noValidate>
          {children}
        </form>
      )}
    </FormDialog>
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

/**
 * The address a prompt holds: `initial` again each time the prompt opens, the error cleared by
 * every change. Once the dialog has opened (it focuses its first button), the field takes the
 * focus with the caret at the end: the address is what to type.
 */
export function usePromptUrl(open: boolean, initial: string) {
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    setUrl(initial);
    setError(null);
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [open, initial, id]);

  const field = {
    id,
    value: url,
    error,
    onChange: (next: string) => {
      setUrl(next);
      setError(null);
    },
  } satisfies Omit<PromptUrlFieldProps, 'label'>;
  return { url, setError, field };
}
