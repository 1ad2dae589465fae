import type { Api, MediaItem } from '@bitacora/api';
import type { MediaLibrary, PickerImage } from '@bitacora/ui';
import { useMemo } from 'react';
import { uploadMedia } from '../media/index.ts';

function pickerImageOf(item: MediaItem): PickerImage {
  return { id: item.id, url: item.url, thumbnail: item.urls.small, name: item.originalName };
}

/** What the editor writes: a post or page, its uuid once it has been saved. */
export interface BodyMediaOwner {
  entityType: 'post' | 'page';
  entityId: string | null;
}

/**
 * The blog's media library as the editor's image dialog uses it. An upload names the post or
 * page it is for; one not saved yet has no uuid, and the server removes such an upload a day
 * later unless some content shows it (the draft was abandoned).
 */
export function useBodyMedia(
  api: Api,
  blogId: number | null,
  owner: BodyMediaOwner,
): MediaLibrary | undefined {
  const { entityType, entityId } = owner;
  return useMemo(() => {
    if (blogId === null) return undefined;
    return {
      loadPage: async ({ search, page, limit }) => {
        const found = await api.media.list({ blogId, search, page, limit });
        return { items: found.data.map(pickerImageOf), total: found.total };
      },
      upload: async (file, onProgress = () => {}) =>
        pickerImageOf(
          await uploadMedia(
            api,
            { image: file, entityType, entityId: entityId ?? undefined },
            onProgress,
          ),
        ),
    };
  }, [api, blogId, entityType, entityId]);
}
