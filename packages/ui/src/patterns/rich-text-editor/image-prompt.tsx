import {
  BODY_IMAGE_LIMITS,
  BODY_IMAGE_MESSAGES as T,
  validateBodyImageText,
} from '@bitacora/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { TextField } from '../../primitives/text-field/text-field';

export type ImageText = { alt: string; caption: string };

export type ImagePromptProps = {
  open: boolean;
  /** The selected image's alt text and caption, shown to be changed. */
  current: ImageText;
  onApply: (text: ImageText) => void;
  onClose: () => void;
};

/** 'Editar imagen': the alt text (required) and caption of an image already in the body. */
export function ImagePrompt({ open, current, onApply, onClose }: ImagePromptProps) {
  const [alt, setAlt] = useState(current.alt);
  const [caption, setCaption] = useState(current.caption);
  const [errors, setErrors] = useState<{ alt?: string; caption?: string }>({});
  const altId = useId();
  const formId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields start over when it opens
  useEffect(() => {
    if (!open) return;
    setAlt(current.alt);
    setCaption(current.caption);
    setErrors({});
    document.getElementById(altId)?.focus();
  }, [open, altId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The post form around the editor must not see this form's submit.
    event.stopPropagation();
    const found = validateBodyImageText({ alt, caption });
    setErrors(found);
    if (found.alt || found.caption) return;
    onApply({ alt: alt.trim(), caption: caption.trim() });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Editar imagen"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId}>
            Guardar cambios
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          id={altId}
          label={T.alt}
          hint={T.altHint}
          required
          maxLength={BODY_IMAGE_LIMITS.alt}
          value={alt}
          error={errors.alt}
          onChange={(event) => setAlt(event.target.value)}
        />
        <TextField
          label={T.caption}
          maxLength={BODY_IMAGE_LIMITS.caption}
          value={caption}
          error={errors.caption}
          onChange={(event) => setCaption(event.target.value)}
        />
      </form>
    </Modal>
  );
}
