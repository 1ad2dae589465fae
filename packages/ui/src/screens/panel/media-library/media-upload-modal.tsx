import {
  ACCEPTED_IMAGE_TYPES,
  MEDIA_MESSAGES,
  type UploadProgress,
  validateMediaUpload,
} from '@bitacora/domain';
import { type DragEvent, type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { UploadProgressBar } from '../../../patterns/upload-progress/upload-progress';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { fileInputLabel } from '../../../primitives/field/field.styles';
import { Modal } from '../../../primitives/modal/modal';
import { tokens } from '../../../tokens/tokens';
import { ModalForm } from '../../shared/form-modal';

export type MediaUploadModalProps = {
  open: boolean;
  /** Where the upload is ('Reduciendo la foto…', 'Subiendo… 45 %'); null when none runs. */
  progress?: UploadProgress | null;
  /** 'Error al subir la imagen', or 'Error {status}: {body}' (docs/product.md#media-messages). */
  uploadError?: string | null;
  onUpload: (input: { file: File }) => void;
  onClose: () => void;
};

const Drop = styled.label<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space['2']};
  padding: ${tokens.space['8']} ${tokens.space['4']};
  border: 2px dashed
    ${({ $active }) => ($active ? tokens.color.primary : tokens.color.borderStrong)};
  border-radius: ${tokens.radius.lg};
  background: ${({ $active }) => ($active ? tokens.color.surface : 'transparent')};
  text-align: center;
  cursor: pointer;

  ${fileInputLabel}

  strong {
    font-weight: ${tokens.font.weightSemibold};
  }

  span {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
`;

/**
 * Upload modal: a file picker with a drag-and-drop hint, the checks of docs/product.md#media-limits
 * and a progress bar.
 */
export function MediaUploadModal({
  open,
  progress = null,
  uploadError,
  onUpload,
  onClose,
}: MediaUploadModalProps) {
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const [isOver, setOver] = useState(false);
  const isUploading = progress !== null;

  const choose = (next: File | null) => {
    setFile(next);
    setIssue(next ? validateMediaUpload(next) : null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateMediaUpload(file);
    setIssue(problem);
    if (problem || !file) return;
    onUpload({ file });
  };

  const close = () => {
    setFile(null);
    setIssue(null);
    onClose();
  };

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    choose(event.dataTransfer.files[0] ?? null);
  };

  const message = issue ?? uploadError;

  return (
    <Modal
      open={open}
      onClose={close}
      title={MEDIA_MESSAGES.uploadTitle}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isUploading}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={isUploading} loadingText="Subiendo...">
            Subir
          </Button>
        </>
      }
    >
      <ModalForm id={formId} onSubmit={submit} noValidate aria-label={MEDIA_MESSAGES.uploadTitle}>
        {message ? <Alert tone="error">{message}</Alert> : null}
        <Drop
          $active={isOver}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <strong>{file ? file.name : 'Elegir imagen'}</strong>
          <span>
            Arrastra una imagen aquí o haz clic para elegirla. JPG, PNG o WebP, hasta 5MB; una foto
            más grande se reduce antes de subirla.
          </span>
          <input
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={isUploading}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </Drop>
        {progress !== null ? <UploadProgressBar progress={progress} /> : null}
      </ModalForm>
    </Modal>
  );
}
