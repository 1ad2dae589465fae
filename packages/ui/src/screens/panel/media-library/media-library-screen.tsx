import type { MediaItem } from '@bitacora/api';
import { formatDate, MEDIA_MESSAGES, type UploadProgress } from '@bitacora/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { EmptyState } from '../../../primitives/empty-state/empty-state';
import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { Toast } from '../../../primitives/toast/toast';
import { tokens } from '../../../tokens/tokens';
import { ListSummary } from '../../shared/list-screen';
import { PageHeader } from '../../shared/page-header/page-header.styles';
import { MediaUploadModal } from './media-upload-modal';

export type MediaLibraryScreenProps = {
  status: 'loading' | 'ready' | 'error';
  items: readonly MediaItem[];
  /** 'Error al cargar las imágenes' (docs/product.md#media-messages). */
  error?: string | null;
  /** 'Copiar URL': the app writes the address to the clipboard. */
  onCopyUrl: (input: { id: MediaItem['id']; url: string }) => void;
  /** Shows 'URL copiada al portapapeles' until `onDismissCopied`. */
  showCopied?: boolean;
  onDismissCopied?: () => void;
  /** Only admins delete media (permissions): without it no delete button is shown. */
  canDelete?: boolean;
  onDelete: (input: { id: MediaItem['id'] }) => void;
  /** 'Error al eliminar la imagen' (docs/product.md#media-messages). */
  deleteError?: string | null;
  isUploadOpen: boolean;
  onOpenUpload: () => void;
  onCloseUpload: () => void;
  onUpload: (input: { file: File }) => void;
  uploadProgress?: UploadProgress | null;
  uploadError?: string | null;
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${tokens.space['4']};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceRaised};
`;

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${tokens.color.surface};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['2']};
  padding: ${tokens.space['3']};
  font-size: ${tokens.font.sizeSm};

  h2 {
    font-size: ${tokens.font.sizeSm};
    font-weight: ${tokens.font.weightSemibold};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${tokens.space['1']} ${tokens.space['3']};
  color: ${tokens.color.textMuted};

  dd {
    margin: 0;
    color: ${tokens.color.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
`;

const countText = (count: number) => (count === 1 ? '1 imagen' : `${count} imágenes`);

/** Media library: the images in a grid, copy-URL and delete per image, and the upload modal. */
export function MediaLibraryScreen({
  status,
  items,
  error,
  onCopyUrl,
  showCopied = false,
  onDismissCopied,
  canDelete = true,
  onDelete,
  deleteError,
  isUploadOpen,
  onOpenUpload,
  onCloseUpload,
  onUpload,
  uploadProgress = null,
  uploadError,
}: MediaLibraryScreenProps) {
  const [pendingDelete, setPendingDelete] = useState<MediaItem | null>(null);

  const content =
    status === 'error' ? (
      <Alert tone="error">{error || MEDIA_MESSAGES.loadFailed}</Alert>
    ) : status === 'loading' ? (
      <LoadingRegion label="Cargando imágenes...">
        <Grid>
          {[0, 1, 2].map((index) => (
            <Card key={index}>
              <Skeleton height="10rem" />
              <Body>
                <Skeleton lines={3} />
              </Body>
            </Card>
          ))}
        </Grid>
      </LoadingRegion>
    ) : items.length === 0 ? (
      <EmptyState title={MEDIA_MESSAGES.empty} />
    ) : (
      <Grid aria-label="Imágenes">
        {items.map((item) => (
          <Card key={item.id}>
            <Thumb src={item.variants.small || item.url} alt={item.originalName} loading="lazy" />
            <Body>
              <h2>{item.originalName}</h2>
              <Facts>
                <dt>Fecha</dt>
                <dd>{formatDate(item.createdAt)}</dd>
                <dt>Tipo</dt>
                <dd>{item.entityType || 'general'}</dd>
                <dt>ID</dt>
                <dd>{item.id}</dd>
              </Facts>
              <Actions>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Copiar URL de ${item.originalName}`}
                  onClick={() => onCopyUrl({ id: item.id, url: item.url })}
                >
                  Copiar URL
                </Button>
                {canDelete ? (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Eliminar ${item.originalName}`}
                    onClick={() => setPendingDelete(item)}
                  >
                    Eliminar
                  </Button>
                ) : null}
              </Actions>
            </Body>
          </Card>
        ))}
      </Grid>
    );

  return (
    <section aria-labelledby="media-title">
      <PageHeader>
        <h1 id="media-title">Medios</h1>
        <Button onClick={() => onOpenUpload()}>Subir imagen</Button>
      </PageHeader>
      <Stack>
        {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
        {status === 'ready' ? <ListSummary>{countText(items.length)}</ListSummary> : null}
        {content}
      </Stack>
      <MediaUploadModal
        open={isUploadOpen}
        progress={uploadProgress}
        uploadError={uploadError}
        onUpload={onUpload}
        onClose={onCloseUpload}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Eliminar imagen"
        message={MEDIA_MESSAGES.confirmDelete}
        confirmLabel="Eliminar"
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete) onDelete({ id: pendingDelete.id });
          setPendingDelete(null);
        }}
      />
      {showCopied && onDismissCopied ? (
        <Toast message={MEDIA_MESSAGES.urlCopied} durationMs={3000} onDismiss={onDismissCopied} />
      ) : null}
    </section>
  );
}
