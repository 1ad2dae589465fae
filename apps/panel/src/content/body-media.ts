import type { Api, MediaItem } from '@bitacora/api';
import type { MediaLibrary, PickerImage } from '@bitacora/ui';
import { useMemo } from 'react';

function pickerImageOf(item: MediaItem): PickerImage {
  return { id: item.id, url: item.url, thumbnail: item.urls.small, name: item.originalName };
}

/**
 * The blog's media library as the editor's image dialog uses it. Uploads are general media:
 * a post being written may not exist yet, and the picture may be used by more than one post.
 */
export function useBodyMedia(api: Api, blogId: number | null): MediaLibrary | undefined {
  return useMemo(() => {
    if (blogId === null) return undefined;
    return {
      loadPage: async ({ search, page, limit }) => {
        const found = await api.media.list({ blogId, search, page, limit });
        return { items: found.data.map(pickerImageOf), total: found.total };
      },
      upload: async (file) =>
        pickerImageOf(await api.media.upload({ image: file, entityType: 'general' })),
    };
  }, [api, blogId]);
}
