import {
  downsizeAttempts,
  downsizeOutputType,
  fitsUploadLimit,
  mayNeedDownsize,
  needsDownsize,
} from '@bitacora/domain';

/**
 * The one step every panel upload goes through: a phone photo over the 5MB limit (or over
 * 2560 px) is decoded with its EXIF orientation applied, drawn smaller and encoded again until
 * it fits. A GIF, a file that fails to decode or one no attempt brings under the limit is sent
 * as it is, and the server answers as it always did.
 */
export async function downsizePhoto(file: Blob): Promise<Blob> {
  if (!mayNeedDownsize(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    if (!needsDownsize(file, bitmap)) return file;
    const transparent = file.type.toLowerCase() === 'image/png' && hasTransparency(bitmap);
    const type = downsizeOutputType(transparent);
    for (const attempt of downsizeAttempts(bitmap)) {
      const encoded = await encode(bitmap, attempt, type);
      if (encoded && fitsUploadLimit(encoded.size)) return renamed(file, encoded, type);
    }
    return file;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

function hasTransparency(bitmap: ImageBitmap): boolean {
  // A small copy is enough to see whether any pixel is see-through.
  const canvas = new OffscreenCanvas(64, 64);
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.drawImage(bitmap, 0, 0, 64, 64);
  const data = context.getImageData(0, 0, 64, 64).data;
  for (let i = 3; i < data.length; i += 4) if ((data[i] as number) < 255) return true;
  return false;
}

async function encode(
  bitmap: ImageBitmap,
  size: { width: number; height: number; quality: number },
  type: string,
): Promise<Blob | null> {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas.convertToBlob({ type, quality: size.quality });
}

function renamed(original: Blob, encoded: Blob, type: string): Blob {
  const extension = type === 'image/webp' ? 'webp' : 'jpg';
  const name =
    typeof File !== 'undefined' && original instanceof File
      ? `${original.name.replace(/\.[^.]*$/, '') || 'foto'}.${extension}`
      : `foto.${extension}`;
  return new File([encoded], name, { type });
}

/** A chosen file made to fit before a picker checks it; anything not reduced comes back as it was. */
export async function downsizeChosenPhoto(file: File): Promise<File> {
  const ready = await downsizePhoto(file);
  return ready instanceof File ? ready : file;
}
