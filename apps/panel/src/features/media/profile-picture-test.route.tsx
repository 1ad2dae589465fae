import { isApiError } from '@bitacora/api';
import { ProfilePictureTestScreen } from '@bitacora/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useApi } from '../../api/use-api.ts';
import { authUserAtom } from '../../session/session-atoms.ts';

type UploadState = 'idle' | 'uploading' | 'done' | 'error';

/** Profile picture test: uploads a picture for a user and shows the new `user.picture`. */
export default function ProfilePictureTestRoute() {
  const api = useApi();
  const user = useAtomValue(authUserAtom);
  const [uploadState, setUploadState] = useState<UploadState>('idle');
  const [pictureUrl, setPictureUrl] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  return (
    <ProfilePictureTestScreen
      defaultUserUuid={user?.uuid}
      uploadState={uploadState}
      pictureUrl={pictureUrl}
      errorMessage={errorMessage}
      onUpload={async ({ userUuid, file }) => {
        setUploadState('uploading');
        setErrorMessage(null);
        try {
          const answer = await api.users.uploadProfilePictureTest(userUuid, file, file.name);
          setPictureUrl(answer.user.picture ?? null);
          setUploadState('done');
        } catch (error) {
          // 'Error al subir imagen: {message}': the server's text, else the error's.
          setErrorMessage(isApiError(error) ? error.error : String(error));
          setUploadState('error');
        }
      }}
    />
  );
}
