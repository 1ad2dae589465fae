import {
  type FeaturedImageOwner,
  IMAGE_MESSAGES,
  validateFeaturedImageFile,
  validateImageDimensions,
} from '@bitacora/domain';
import { useEffect, useRef, useState } from 'react';

type ImageSize = { width: number; height: number };

/** Decodes the file to read its pixel size; rejects when the browser cannot load it. */
function readImageSize(file: File): Promise<ImageSize> {
  const url = URL.createObjectURL(file);
  return new Promise<ImageSize>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(IMAGE_MESSAGES.loadFailed));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/**
 * Featured image checks, in the order a user can fix them: the domain's rule on the file (type,
 * then a series cover's size limit), then 800×600 once the image has loaded.
 */
async function checkImageFile(file: File, owner: FeaturedImageOwner): Promise<string | null> {
  const early = validateFeaturedImageFile(file, owner);
  if (early) return early;
  try {
    return validateImageDimensions(await readImageSize(file));
  } catch {
    return IMAGE_MESSAGES.loadFailed;
  }
}

/** An object URL for the preview, made and revoked with the file (safe under StrictMode). */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The file chosen in an image picker: `choose` runs the checks and keeps the file only when it
 * passes; otherwise `issue` holds the message and the previous choice stays.
 */
export function useChosenImage(owner: FeaturedImageOwner) {
  const [file, setFile] = useState<File | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  // A slow check must not overwrite the answer for a file chosen after it.
  const latest = useRef(0);

  const choose = async (candidate: File): Promise<boolean> => {
    latest.current += 1;
    const attempt = latest.current;
    const found = await checkImageFile(candidate, owner);
    if (attempt !== latest.current) return false;
    setIssue(found);
    if (found) return false;
    setFile(candidate);
    return true;
  };

  const clear = () => {
    latest.current += 1;
    setFile(null);
    setIssue(null);
  };

  return { file, previewUrl, issue, choose, clear };
}
