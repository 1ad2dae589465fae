import type { MediaItem } from '@bitacora/api';

/** A flat inline picture, so stories need no network. */
const picture = (fill: string, band: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'><rect width='400' height='300' fill='${fill}'/><rect y='200' width='400' height='100' fill='${band}'/></svg>`,
  )}`;

const item = (
  id: number,
  originalName: string,
  createdAt: string,
  entityType: MediaItem['entityType'],
  address: string,
): MediaItem => ({
  id,
  originalName,
  createdAt,
  entityType,
  url: address,
  urls: { original: address, small: address, medium: address, large: address },
  variants: { small: address, medium: address, large: address },
});

export const mediaItems: MediaItem[] = [
  item(
    41,
    'atardecer-en-la-concha.jpg',
    '2026-03-05T18:20:00.000Z',
    'post',
    picture('#c2410c', '#fed7aa'),
  ),
  item(
    42,
    'mapa-ruta-picos.png',
    '2026-03-02T09:00:00.000Z',
    'general',
    picture('#1d4ed8', '#bfdbfe'),
  ),
  item(
    43,
    'portada-serie-camino.webp',
    '2026-02-20T12:45:00.000Z',
    'series',
    picture('#15803d', '#bbf7d0'),
  ),
];

export const jpegFile = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'faro.jpg', { type: 'image/jpeg' });

export const gifFile = () =>
  new File([new Uint8Array([0x47, 0x49, 0x46])], 'animacion.gif', { type: 'image/gif' });
