import { ALLOWED_LINK_SCHEMES, DEFAULT_LINK_URL, isAllowedLinkUrl } from '@bitacora/domain';
import type { FormEvent } from 'react';
import { Button } from '../../primitives/button/button';
import { PromptModal, PromptUrlField, usePromptUrl } from './prompt-modal';

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
  const { url, setError, field } = usePromptUrl(open, currentHref ?? DEFAULT_LINK_URL);

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
      <PromptUrlField label="URL del enlace" {...field} />
    </PromptModal>
  );
}
