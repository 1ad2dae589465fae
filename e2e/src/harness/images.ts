import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const folder = mkdtempSync(path.join(tmpdir(), 'bitacora-e2e-images-'));
process.once('exit', () => rmSync(folder, { recursive: true, force: true }));

/** A colour gradient of `width`×`height`, as raw RGB pixels for sharp. */
function gradient(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((255 * x) / width);
      pixels[i + 1] = Math.round((255 * y) / height);
      pixels[i + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * A real JPEG on disk for file pickers: a colour gradient of `width`×`height` (the featured
 * image minimum is 800×600), named `name`.
 */
export async function jpegFile(name: string, width = 1024, height = 768): Promise<string> {
  const file = path.join(folder, name);
  await gradient(width, height).jpeg({ quality: 80 }).toFile(file);
  return file;
}

/** The same gradient as a PNG on disk, named `name`. */
export async function pngFile(name: string, width = 1024, height = 768): Promise<string> {
  const file = path.join(folder, name);
  await gradient(width, height).png().toFile(file);
  return file;
}

/**
 * A phone photo as a camera writes it: 4032×3024 pixels of a gradient with sensor-like noise, so
 * it is truly over 5MB, stored landscape with EXIF orientation 6 (shown portrait, 3024×4032).
 */
export async function phonePhotoFile(name: string): Promise<string> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const base = i % 3 === 2 ? 160 : ((i / 3) % width) / 16;
    pixels[i] = Math.min(255, Math.max(0, Math.round(base + (seed % 96) - 48)));
  }
  const file = path.join(folder, name);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toFile(file);
  return file;
}
