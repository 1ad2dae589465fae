import type { MediaItem } from '@bitacora/api';
import {
  can,
  MEDIA_MESSAGES,
  mediaUploadErrorMessage,
  type UploadProgress,
} from '@bitacora/domain';
import { MediaLibraryScreen } from '@bitacora/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { isSessionEnd } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useList } from '../../api/use-list.ts';
import { useToast } from '../../feedback/feedback.tsx';
import { useActor } from '../../session/actor.ts';
import { authTokenAtom } from '../../session/session-atoms.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { mediaUploadFailureMessage } from './media-upload-failure.ts';
import { uploadMedia } from './upload-media.ts';

/** Media library: grid, upload modal, copy URL, delete after confirmation (admins). */
export default function MediaRoute() {
  const api = useApi();
  const toast = useToast();
  const user = useActor();
  const token = useAtomValue(authTokenAtom);
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const list = useList<MediaItem>(
    blog ? () => listAll((page) => api.media.list({ blogId: blog.id, ...page })) : null,
    'las imágenes',
  );
  const [showCopied, setShowCopied] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<UploadProgress | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(new URL(url, window.location.origin).href);
      setShowCopied(true);
    } catch (error) {
      console.error('No se pudo copiar la URL', error);
      toast('No se pudo copiar la URL', { tone: 'error' });
    }
  };

  const upload = async (file: File) => {
    setUploadError(null);
    if (!token) {
      setUploadError(mediaUploadErrorMessage({ kind: 'no-token' }));
      return;
    }
    setUploadProgress({ stage: 'sending', percent: 0 });
    try {
      const item = await uploadMedia(
        api,
        { image: file, entityType: 'general' },
        setUploadProgress,
      );
      list.setItems((items) => [item, ...items.filter((entry) => entry.id !== item.id)]);
      setIsUploadOpen(false);
      toast(MEDIA_MESSAGES.uploaded);
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo subir la imagen', error);
      setUploadError(mediaUploadFailureMessage(error));
    } finally {
      setUploadProgress(null);
    }
  };

  const remove = async (id: MediaItem['id']) => {
    setDeleteError(null);
    try {
      await api.media.remove(id);
      list.setItems((items) => items.filter((item) => item.id !== id));
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo eliminar la imagen', error);
        setDeleteError(MEDIA_MESSAGES.deleteFailed);
      }
    }
  };

  return (
    <MediaLibraryScreen
      status={activeBlog.status === 'error' ? 'error' : list.status}
      items={list.items}
      error={list.status === 'error' ? MEDIA_MESSAGES.loadFailed : null}
      onCopyUrl={({ url }) => void copy(url)}
      showCopied={showCopied}
      onDismissCopied={() => setShowCopied(false)}
      canDelete={can(user, 'delete:media')}
      onDelete={({ id }) => void remove(id)}
      deleteError={deleteError}
      isUploadOpen={isUploadOpen}
      onOpenUpload={() => {
        setUploadError(null);
        setIsUploadOpen(true);
      }}
      onCloseUpload={() => setIsUploadOpen(false)}
      onUpload={({ file }) => void upload(file)}
      uploadProgress={uploadProgress}
      uploadError={uploadError}
    />
  );
}
