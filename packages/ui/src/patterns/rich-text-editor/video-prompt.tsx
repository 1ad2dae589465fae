import { EDITOR_MESSAGES, parseVideoUrl, type VideoRef } from '@bitacora/domain';
import type { FormEvent } from 'react';
import { PromptModal, PromptUrlField, usePromptUrl } from './prompt-modal';

export type VideoPromptProps = {
  open: boolean;
  onApply: (video: VideoRef) => void;
  onClose: () => void;
};

/** Asks for a YouTube or Vimeo address; anything else is refused with the reason. */
export function VideoPrompt({ open, onApply, onClose }: VideoPromptProps) {
  const { url, setError, field } = usePromptUrl(open, '');

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
      <PromptUrlField
        label="Dirección del vídeo (YouTube o Vimeo)"
        placeholder="https://www.youtube.com/watch?v=…"
        {...field}
      />
    </PromptModal>
  );
}
