import { ALLOWED_LINK_SCHEMES, DEFAULT_LINK_URL, isAllowedLinkUrl } from '@bitacora/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/button/button';
import { PromptModal, PromptUrlField } from './prompt-modal';

/** Link editor: the message when a URL's scheme is not on the list. */
export const LINK_REFUSED_MESSAGE = `Esta dirección no está permitida. Usa un enlace que empiece por ${ALLOWED_LINK_SCHEMES.join(', ')}, o una ruta del blog.`;

export type LinkPromptProps = {
  open: boolean;
  /** The link under the cursor, when editing one. */
  currentHref: string | null;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
};

/**
 * Asks for the link's URL, starting at 'https://'; refuses schemes outside the allowed list
 * (docs/product.md#links).
 */
export function LinkPrompt({ open, currentHref, onApply, onRemove, onClose }: LinkPromptProps) {
  const [url, setUrl] = useState(DEFAULT_LINK_URL);
  const [error, setError] = useState<string | null>(null);

  const inputId = useId();

  useEffect(() => {
    if (!open) return;
    setUrl(currentHref ?? DEFAULT_LINK_URL);
    setError(null);
    // Runs after the dialog opened (it focuses its first button): the URL is what to type.
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [open, currentHref, inputId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!isAllowedLinkUrl(trimmed)) {
      setError(LINK_REFUSED_MESSAGE);
      return;
    }
    onApply(trimmed);
  };

  return (
    <PromptModal
      open={open}
      title={currentHref ? 'Editar enlace' : 'Insertar enlace'}
      submitLabel="Aplicar"
      onSubmit={submit}
      onClose={onClose}
      extraActions={
        currentHref ? (
          <Button variant="secondary" onClick={onRemove}>
            Quitar enlace
          </Button>
        ) : null
      }
    >
      <PromptUrlField
        id={inputId}
        label="URL del enlace"
        value={url}
        error={error}
        onChange={(next) => {
          setUrl(next);
          setError(null);
        }}
      />
    </PromptModal>
  );
}
