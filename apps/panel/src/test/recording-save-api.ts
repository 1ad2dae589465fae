import { ApiError, type MediaItem } from '@bitacora/api';

export type RecordedCall = [string, ...unknown[]];

export interface RecordingOptions {
  failSave?: boolean;
  failUpload?: boolean;
}

type SaveGroup<T> = {
  create: (body: never) => Promise<T>;
  update: (key: never, body: never) => Promise<T>;
};

/**
 * A test stand-in for the calls a save flow makes (create or update in `group`, then the media
 * upload): each call is recorded, answers `saved` or `media`, or fails as `options` say.
 */
export function recordingSaveApi<G extends string, T>(
  group: G,
  saved: T,
  media: MediaItem,
  options: RecordingOptions = {},
) {
  const calls: RecordedCall[] = [];
  const contentCalls: SaveGroup<T> = {
    create: async (body) => {
      calls.push(['create', body]);
      if (options.failSave) throw new ApiError({ kind: 'http', status: 400, error: 'Malo' });
      return saved;
    },
    update: async (key, body) => {
      calls.push(['update', key, body]);
      return saved;
    },
  };
  const api = {
    [group]: contentCalls,
    media: {
      upload: async (input: unknown) => {
        calls.push(['upload', input]);
        if (options.failUpload) throw new ApiError({ kind: 'http', status: 500, error: 'x' });
        return media;
      },
    },
  } as Record<G, SaveGroup<T>> & { media: { upload: (input: never) => Promise<MediaItem> } };
  return { api, calls };
}
