import type { AcceptedImageType } from '@bitacora/domain';
import { SERVER_MESSAGES, sniffImageType } from '@bitacora/domain';
import { HTTPException } from 'hono/http-exception';
import type { Sharp } from 'sharp';
import { badRequest } from '../http/errors.ts';

let sharpModule: Promise<typeof import('sharp').default> | undefined;

/** sharp and libvips, loaded at the first image rather than at start: a start needs neither. */
export function loadSharp(): Promise<typeof import('sharp').default> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // Every image the server processes is new (an upload, an import's): libvips' cache of recent
    // operations (up to 50 MB) never hits and only holds memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/** Beyond this many pixels an image is refused from its header, before any decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Sizes: each variant's width; a smaller original is never enlarged. */
export const VARIANT_WIDTHS = { small: 480, medium: 960, large: 1600 } as const;
export type VariantName = keyof typeof VARIANT_WIDTHS;

export const IMAGE_UNREADABLE = SERVER_MESSAGES.imageUnreadable;
export const IMAGE_TOO_MANY_PIXELS = SERVER_MESSAGES.imageTooManyPixels(
  MAX_INPUT_PIXELS / 1_000_000,
);

export const EXTENSIONS: Record<AcceptedImageType, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface EncodedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface ProcessedImage {
  mime: AcceptedImageType;
  ext: 'jpg' | 'png' | 'webp';
  original: EncodedImage;
  /** Only the sizes smaller than the original; a missing one reads as the original. */
  variants: Partial<Record<VariantName, EncodedImage>>;
}

function encode(pipeline: Sharp, mime: AcceptedImageType): Sharp {
  if (mime === 'image/png') return pipeline.png({ compressionLevel: 8 });
  if (mime === 'image/webp') return pipeline.webp({ quality: 82 });
  return pipeline.jpeg({ quality: 82, progressive: true });
}

async function render(pipeline: Sharp, mime: AcceptedImageType): Promise<EncodedImage> {
  const { data, info } = await encode(pipeline, mime).toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * Checks an upload by its content and re-encodes it: the type from its bytes (JPEG, PNG,
 * WebP; `typeMessage` when it is none), the pixel count from its header before decoding (a decompression bomb is refused
 * unread), rotated by its EXIF orientation, and written anew without metadata, so EXIF, GPS
 * and anything appended after the image data are gone. Every refusal is a 400 with a Spanish message.
 *
 * The sizes are rendered at once, for an upload's answer; `sizesInTurn` renders them one after
 * the other, for bulk work (an import): four libvips pipelines at once left glibc's arenas
 * holding more after each image, 15–20 MiB more at an import's peak (decision 041), for an
 * upload about 15 % faster.
 */
export async function processImage(
  input: Uint8Array,
  options: { typeMessage: string; square?: number; sizesInTurn?: boolean } = {
    typeMessage: SERVER_MESSAGES.imageTypeInvalid,
  },
): Promise<ProcessedImage> {
  const mime = sniffImageType(input);
  if (!mime) throw badRequest(options.typeMessage);
  const sharp = await loadSharp();
  let width: number;
  let height: number;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
    // The header's format must agree with the sniffed type (a PNG signature on a JPEG is not a PNG).
    const format = meta.format === 'jpeg' ? 'image/jpeg' : `image/${meta.format}`;
    if (format !== mime) throw badRequest(options.typeMessage);
  } catch (error) {
    if (error instanceof HTTPException) throw error;
    throw badRequest(IMAGE_UNREADABLE);
  }
  if (width < 1 || height < 1) throw badRequest(IMAGE_UNREADABLE);
  if (width * height > MAX_INPUT_PIXELS) throw badRequest(IMAGE_TOO_MANY_PIXELS);

  const source = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
      .rotate()
      .toColourspace('srgb');
  try {
    if (options.square !== undefined) {
      const side = options.square;
      const original = await render(
        source().resize(side, side, { fit: 'cover', withoutEnlargement: true }),
        mime,
      );
      return { mime, ext: EXTENSIONS[mime], original, variants: {} };
    }
    const original = await render(source(), mime);
    const variants: ProcessedImage['variants'] = {};
    const sizes = (Object.entries(VARIANT_WIDTHS) as [VariantName, number][]).filter(
      ([, w]) => original.width > w,
    );
    const renderSize = async ([name, w]: [VariantName, number]) => {
      variants[name] = await render(source().resize({ width: w, withoutEnlargement: true }), mime);
    };
    if (options.sizesInTurn) for (const size of sizes) await renderSize(size);
    else await Promise.all(sizes.map(renderSize));
    return { mime, ext: EXTENSIONS[mime], original, variants };
  } catch (error) {
    if (error instanceof HTTPException) throw error;
    throw badRequest(IMAGE_UNREADABLE);
  }
}

/**
 * A square PNG of `side` pixels from a stored image (a blog's icon in the sizes browsers and
 * phones ask for): cropped to its centre, enlarged when smaller, re-encoded without metadata.
 * Null when the bytes are not an image libvips can read.
 */
export async function squarePng(input: Uint8Array, side: number): Promise<Uint8Array | null> {
  const sharp = await loadSharp();
  try {
    const data = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .toColourspace('srgb')
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return new Uint8Array(data);
  } catch {
    return null;
  }
}
