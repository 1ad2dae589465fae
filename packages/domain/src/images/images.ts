import {
  ACCEPTED_IMAGE_TYPES,
  type AcceptedImageType,
  MAX_IMAGE_BYTES,
  MIN_IMAGE_HEIGHT,
  MIN_IMAGE_WIDTH,
} from '../constants/constants.ts';
import {
  BODY_IMAGE_MESSAGES,
  IMAGE_MESSAGES,
  imageTooSmallMessage,
  USER_MESSAGES,
} from '../messages.es.ts';

/** What the rules need from a browser `File` or a server upload. */
export interface ImageFileInfo {
  /** The MIME type, e.g. "image/png". */
  type: string;
  /** Bytes. */
  size: number;
}

/** The types image/jpeg, image/png or image/webp (MIME types compare case-insensitively). */
export function isAcceptedImageType(type: string): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.trim().toLowerCase());
}

/** 'Solo se permiten imágenes JPG, PNG o WebP'. */
export function validateImageType(type: string): string | null {
  return isAcceptedImageType(type) ? null : IMAGE_MESSAGES.type;
}

/** At most 5MB (5 × 1024 × 1024 bytes, inclusive). */
export function isWithinImageSizeLimit(bytes: number): boolean {
  return bytes <= MAX_IMAGE_BYTES;
}

/** Series cover and media upload: 'La imagen no debe superar los 5MB'. */
export function validateImageSize(bytes: number): string | null {
  return isWithinImageSizeLimit(bytes) ? null : IMAGE_MESSAGES.tooLarge;
}

/** At least 800×600 px, both sides; the message reports the actual size. */
export function validateImageDimensions(size: { width: number; height: number }): string | null {
  return size.width >= MIN_IMAGE_WIDTH && size.height >= MIN_IMAGE_HEIGHT
    ? null
    : imageTooSmallMessage(size.width, size.height);
}

export type FeaturedImageOwner = 'post' | 'page' | 'series';

/**
 * Featured image, checked when the file is chosen: the type, and for a series cover the 5MB
 * limit too. The pixel size is checked once the image has loaded (`validateImageDimensions`);
 * a load failure shows `IMAGE_MESSAGES.loadFailed`.
 */
export function validateFeaturedImageFile(
  file: ImageFileInfo,
  owner: FeaturedImageOwner,
): string | null {
  return validateImageType(file.type) ?? (owner === 'series' ? validateImageSize(file.size) : null);
}

/**
 * Media upload: a file must be chosen, JPG/PNG/WebP only. The spec words only the first; the
 * type reuses the featured image message. The 5MB limit is not checked here: the panel downsizes
 * a larger photo before upload (`photo-downsize.ts`) and the server still refuses what is over.
 */
export function validateMediaUpload(file: ImageFileInfo | null | undefined): string | null {
  if (!file) return IMAGE_MESSAGES.mediaMissing;
  return validateImageType(file.type);
}

/**
 * User picture: any image type, at most 5MB. The type is checked before the size, so a large
 * PDF is told it is not an image. With `requireFile` (the picture test page) a missing file
 * gives 'Por favor selecciona una imagen primero.'; otherwise no file is no error.
 */
export function validateUserPicture(
  file: ImageFileInfo | null | undefined,
  options: { requireFile?: boolean } = {},
): string | null {
  if (!file) return options.requireFile ? USER_MESSAGES.pictureMissing : null;
  if (!file.type.trim().toLowerCase().startsWith('image/')) return USER_MESSAGES.pictureNotImage;
  return isWithinImageSizeLimit(file.size) ? null : USER_MESSAGES.pictureTooLarge;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
/** "RIFF" at 0 and "WEBP" at 8; bytes 4–7 hold the chunk size. */
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;

/**
 * The image type by its first bytes (magic numbers), so the server trusts the content, not the
 * declared MIME type. Needs the first 12 bytes; anything else is null.
 */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/** The longest alt text and caption an image in a post keeps. */
export const BODY_IMAGE_LIMITS = { alt: 250, caption: 300 } as const;

/** An image inside a post or page: its alt text is required and short; its caption optional. */
export function validateBodyImageText(input: { alt: string; caption: string }): {
  alt?: string;
  caption?: string;
} {
  const errors: { alt?: string; caption?: string } = {};
  const alt = input.alt.trim();
  if (alt === '') errors.alt = BODY_IMAGE_MESSAGES.altRequired;
  else if (alt.length > BODY_IMAGE_LIMITS.alt)
    errors.alt = `El texto alternativo no puede superar los ${BODY_IMAGE_LIMITS.alt} caracteres`;
  if (input.caption.trim().length > BODY_IMAGE_LIMITS.caption)
    errors.caption = `El pie de foto no puede superar los ${BODY_IMAGE_LIMITS.caption} caracteres`;
  return errors;
}
