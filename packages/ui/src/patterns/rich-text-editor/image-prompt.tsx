import { validateBodyImageText } from '@bitacora/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { BodyImageFields } from '../media-picker/body-image-fields';
import { PromptModal } from './prompt-modal';

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
    <PromptModal
      open={open}
      title="Editar imagen"
      submitLabel="Guardar cambios"
      onSubmit={submit}
      onClose={onClose}
    >
      <BodyImageFields
        altId={altId}
        alt={alt}
        caption={caption}
        errors={errors}
        onAltChange={setAlt}
        onCaptionChange={setCaption}
      />
    </PromptModal>
  );
}
