import { MAX_IMAGE_BYTES } from '../constants/constants.ts';

/**
 * A phone photo is 4000 px and 6–12 MB, over the server's 5MB limit; the panel downsizes it
 * before upload. 2560 px keeps a sharp full-width image on a retina screen.
 */
export const PHOTO_MAX_LONG_SIDE = 2560;

/** JPEG qualities tried in turn; past the last the size steps down (see `downsizeAttempts`). */
export const PHOTO_QUALITIES = [0.86, 0.78, 0.7, 0.6] as const;

/** Only what a canvas decodes and encodes again; a GIF would lose its animation. */
const DOWNSIZABLE = ['image/jpeg', 'image/png', 'image/webp'];

export function isDownsizableType(type: string): boolean {
  return DOWNSIZABLE.includes(type.trim().toLowerCase());
}

/** Worth decoding: a downsizable type over the byte limit (pixel size is checked once decoded). */
export function mayNeedDownsize(file: { type: string; size: number }): boolean {
  return isDownsizableType(file.type) && file.size > MAX_IMAGE_BYTES;
}

/** Once decoded: over the byte limit, or larger than `PHOTO_MAX_LONG_SIDE` on its long side. */
export function needsDownsize(
  file: { type: string; size: number },
  pixels: { width: number; height: number },
): boolean {
  if (!isDownsizableType(file.type)) return false;
  return file.size > MAX_IMAGE_BYTES || Math.max(pixels.width, pixels.height) > PHOTO_MAX_LONG_SIDE;
}

/** The size scaled so its long side is at most `maxLongSide`, proportions kept, never enlarged. */
export function fitLongSide(
  pixels: { width: number; height: number },
  maxLongSide = PHOTO_MAX_LONG_SIDE,
): { width: number; height: number } {
  const long = Math.max(pixels.width, pixels.height);
  if (long <= maxLongSide) return { width: pixels.width, height: pixels.height };
  const scale = maxLongSide / long;
  return {
    width: Math.max(1, Math.round(pixels.width * scale)),
    height: Math.max(1, Math.round(pixels.height * scale)),
  };
}

/**
 * A transparent PNG becomes WebP (keeps the transparency, which JPEG would paint black);
 * everything else becomes JPEG.
 */
export function downsizeOutputType(hasTransparency: boolean): 'image/jpeg' | 'image/webp' {
  return hasTransparency ? 'image/webp' : 'image/jpeg';
}

export interface DownsizeAttempt {
  width: number;
  height: number;
  quality: number;
}

/**
 * The encodings to try in order until one fits under the limit: each quality at the fitted
 * size, then the size stepped down by a fifth at the middle quality, down to 800 px on the
 * long side (the smallest a featured image may be).
 */
export function downsizeAttempts(pixels: { width: number; height: number }): DownsizeAttempt[] {
  const fitted = fitLongSide(pixels);
  const attempts: DownsizeAttempt[] = PHOTO_QUALITIES.map((quality) => ({ ...fitted, quality }));
  let long = Math.max(fitted.width, fitted.height);
  while (long > 800) {
    long = Math.max(800, Math.round(long * 0.8));
    attempts.push({ ...fitLongSide(fitted, long), quality: 0.7 });
  }
  return attempts;
}

/** Whether an encoded result may be sent: at most the server's limit. */
export function fitsUploadLimit(bytes: number): boolean {
  return bytes <= MAX_IMAGE_BYTES;
}
