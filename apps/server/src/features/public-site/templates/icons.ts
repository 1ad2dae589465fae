/*
 * A blog's icon once it chose one (`faviconId`): square PNGs in the sizes browsers and phones
 * ask for, made from the library image and served from the blog's own host, and the web
 * manifest that lists them. Their addresses carry the image's id, so a new icon is fetched anew.
 */

/** Each size and the address it is served at. */
export const ICON_FILES = [
  { path: '/favicon-32x32.png', side: 32 },
  { path: '/apple-touch-icon.png', side: 180 },
  { path: '/icon-192.png', side: 192 },
  { path: '/icon-512.png', side: 512 },
] as const;

export const MANIFEST_PATH = '/manifest.webmanifest';

/** The side of the icon served at `path`, or null when the path is none of them. */
export function iconSide(path: string): number | null {
  return ICON_FILES.find((file) => file.path === path)?.side ?? null;
}

const address = (path: string, id: number) => `${path}?v=${id}`;

/** The head's links: the browser's tab icon, the phone's home-screen icon, the manifest. */
export function iconLinks(icon: { id: number }): string {
  return [
    `<link rel="icon" type="image/png" sizes="32x32" href="${address('/favicon-32x32.png', icon.id)}">`,
    `<link rel="apple-touch-icon" sizes="180x180" href="${address('/apple-touch-icon.png', icon.id)}">`,
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
  ].join('\n');
}

/** The web manifest: the blog's name, its icons, its colour. */
export function webManifest(site: {
  title: string;
  language: string;
  icon: { id: number } | null;
  accent: string | null;
}): string {
  return JSON.stringify({
    name: site.title,
    short_name: [...site.title].slice(0, 12).join(''),
    lang: site.language,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    ...(site.accent ? { theme_color: site.accent } : {}),
    icons: site.icon
      ? [192, 512].map((side) => ({
          src: address(`/icon-${side}.png`, site.icon?.id ?? 0),
          sizes: `${side}x${side}`,
          type: 'image/png',
          purpose: 'any',
        }))
      : [],
  });
}
