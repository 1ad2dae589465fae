import { USER_MESSAGES, validateUserPicture } from '@bitacora/domain';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Avatar } from '../../../primitives/avatar/avatar';
import { Button } from '../../../primitives/button/button';
import { TextField } from '../../../primitives/text-field/text-field';
import { tokens } from '../../../tokens/tokens';
import { PageHeader } from '../../shared/page-header/page-header.styles';

export type ProfilePictureTestScreenProps = {
  /** The user the picture is for; the field starts with it. */
  defaultUserUuid?: string;
  /** The phase of the upload the app reports. */
  uploadState: 'idle' | 'uploading' | 'done' | 'error';
  /** The new `user.picture` after a successful upload. */
  pictureUrl?: string | null;
  /** The reason after 'Error al subir imagen: ' (docs/product.md#media-messages). */
  errorMessage?: string | null;
  onUpload: (input: { userUuid: string; file: File }) => void;
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
  max-width: 32rem;
`;

const FilePick = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['2']};
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};

  & > span:last-child {
    color: ${tokens.color.textMuted};
    font-weight: ${tokens.font.weightRegular};
  }
`;

const FileButton = styled.span`
  position: relative;
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  padding: 0 ${tokens.space['3']};
  border: 1px solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.secondary};
  color: ${tokens.color.onSecondary};

  &:focus-within {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const Result = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space['4']};
`;

/** Profile picture test page: choose an image and upload it for a user. */
export function ProfilePictureTestScreen({
  defaultUserUuid = '',
  uploadState,
  pictureUrl,
  errorMessage,
  onUpload,
}: ProfilePictureTestScreenProps) {
  const [userUuid, setUserUuid] = useState(defaultUserUuid);
  const [file, setFile] = useState<File | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const isUploading = uploadState === 'uploading';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateUserPicture(file, { requireFile: true });
    setIssue(problem);
    if (problem || !file || userUuid.trim() === '') return;
    onUpload({ userUuid: userUuid.trim(), file });
  };

  return (
    <section aria-labelledby="picture-test-title">
      <PageHeader>
        <h1 id="picture-test-title">Prueba de foto de perfil</h1>
      </PageHeader>
      <Form onSubmit={submit} noValidate aria-label="Subir foto de perfil">
        {issue ? <Alert tone="error">{issue}</Alert> : null}
        <TextField
          label="UUID del usuario"
          name="userUuid"
          required
          spellCheck={false}
          value={userUuid}
          onChange={(event) => setUserUuid(event.target.value)}
        />
        <FilePick>
          Imagen
          <FileButton>
            {file ? file.name : 'Elegir imagen'}
            <input
              type="file"
              accept="image/*"
              aria-label="Elegir imagen"
              onChange={(event) => {
                const next = event.target.files?.[0] ?? null;
                setFile(next);
                setIssue(next ? validateUserPicture(next) : null);
              }}
            />
          </FileButton>
          <span>Cualquier imagen de hasta 5MB.</span>
        </FilePick>
        <div>
          <Button
            type="submit"
            isLoading={isUploading}
            loadingText={USER_MESSAGES.pictureUploading}
          >
            Subir imagen
          </Button>
        </div>
        {uploadState === 'done' ? (
          <Result>
            {pictureUrl ? <Avatar name="Foto subida" src={pictureUrl} size="lg" /> : null}
            <Alert tone="success">{USER_MESSAGES.pictureUploaded}</Alert>
          </Result>
        ) : null}
        {uploadState === 'error' ? (
          <Alert tone="error">{`Error al subir imagen: ${errorMessage ?? 'Error desconocido'}`}</Alert>
        ) : null}
      </Form>
    </section>
  );
}
