import { MAX_IMAGE_BYTES } from '@bitacora/domain';

/** A stored 800×600 image, inline so stories need no network. */
export const storedImageUrl = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#0ea5e9"/>
    </linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <circle cx="600" cy="170" r="80" fill="#fde68a"/>
    <path d="M0 600 L260 300 L430 470 L560 360 L800 600 Z" fill="#1e1b4b"/>
  </svg>`,
)}`;

/** A PNG of the given size drawn on a canvas, as a browser `File`. */
export async function pngFile(width: number, height: number, name = 'foto.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#0ea5e9';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#1e1b4b';
    context.fillRect(0, height / 2, width, height / 2);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('canvas.toBlob gave no PNG');
  return new File([blob], name, { type: 'image/png' });
}

/** A text file, the wrong type for a featured image. */
export const textFile = (): File =>
  new File(['no soy una imagen'], 'notas.txt', { type: 'text/plain' });

/** A JPEG-typed file one byte over the 5MB limit; its content is never decoded. */
export const oversizedJpeg = (): File =>
  new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'grande.jpg', { type: 'image/jpeg' });

/** Bytes that claim to be a PNG but cannot be decoded. */
export const brokenPng = (): File =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'rota.png', { type: 'image/png' });
