/** docs/product.md#editor-blocks: the video sites the editor embeds. */
export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export interface VideoRef {
  provider: VideoProvider;
  id: string;
}

/** The origins a blog page frames videos from: YouTube's privacy-enhanced host and Vimeo's player. */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9]\d{0,11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
/** Longer than any real video address; a longer text is not looked at. */
const MAX_URL_LENGTH = 2048;

function parseUrl(input: string): URL | null {
  const trimmed = input.trim();
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? ''))
      id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'player.vimeo.com'
      ? parts.length === 2 && parts[0] === 'video'
        ? parts[1]
        : null
      : parts.length === 1
        ? parts[0]
        : null;
  return id && VIMEO_ID.test(id) ? id : null;
}

/**
 * The video a YouTube or Vimeo address names (watch, short, share, embed and player forms), or
 * null for anything else, including an id of the wrong shape: only a video this rule accepts
 * becomes an embed, in the editor and on the public page.
 */
export function parseVideoUrl(input: string | null | undefined): VideoRef | null {
  const url = typeof input === 'string' ? parseUrl(input) : null;
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube) return { provider: 'youtube', id: youtube };
  const vimeo = vimeoId(url);
  if (vimeo) return { provider: 'vimeo', id: vimeo };
  return null;
}

/** The video's own page: the link stored in the post and shown where the player cannot load. */
export function videoPageUrl(video: VideoRef): string {
  return video.provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${video.id}`
    : `https://vimeo.com/${video.id}`;
}

/** The player's address: YouTube's privacy-enhanced mode, Vimeo without tracking (`dnt`). */
export function videoPlayerUrl(video: VideoRef): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}`
    : `https://player.vimeo.com/video/${video.id}?dnt=1`;
}

/** The site's name as readers know it. */
export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
};
