import { EDITOR_MESSAGES, parseVideoUrl, type VideoRef } from '@bitacora/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { TextField } from '../../primitives/text-field/text-field';
import { PromptModal } from './prompt-modal';

export type VideoPromptProps = {
  open: boolean;
  onApply: (video: VideoRef) => void;
  onClose: () => void;
};

/** Asks for a YouTube or Vimeo address; anything else is refused with the reason. */
export function VideoPrompt({ open, onApply, onClose }: VideoPromptProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  useEffect(() => {
    if (!open) return;
    setUrl('');
    setError(null);
    // Runs after the dialog opened (it focuses its first button): the address is what to type.
    document.getElementById(inputId)?.focus();
  }, [open, inputId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The post form around the editor must not see this form's submit.
    event.stopPropagation();
    const video = parseVideoUrl(url);
    if (!video) {
      setError(EDITOR_MESSAGES.videoRefused);
      return;
    }
    onApply(video);
  };

  return (
    <PromptModal
      open={open}
      title="Insertar vídeo"
      submitLabel="Insertar"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Dirección del vídeo (YouTube o Vimeo)"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://www.youtube.com/watch?v=…"
        id={inputId}
        value={url}
        error={error}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
      />
    </PromptModal>
  );
}
