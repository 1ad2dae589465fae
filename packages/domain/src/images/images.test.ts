import { describe, expect, it } from 'vitest';
import {
  isAcceptedImageType,
  sniffImageType,
  validateBodyImageText,
  validateFeaturedImageFile,
  validateImageDimensions,
  validateImageSize,
  validateImageType,
  validateMediaUpload,
  validateUserPicture,
} from './images.ts';

const MB5 = 5 * 1024 * 1024;
const TYPE_MESSAGE = 'Solo se permiten imágenes JPG, PNG o WebP';
const SIZE_MESSAGE = 'La imagen no debe superar los 5MB';

describe('image type', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'IMAGE/PNG'])('accepts %j', (type) => {
    expect(isAcceptedImageType(type)).toBe(true);
    expect(validateImageType(type)).toBeNull();
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('refuses %j', (type) => {
    expect(validateImageType(type)).toBe(TYPE_MESSAGE);
  });
});

describe('image size (5MB ± 1 byte)', () => {
  it('accepts exactly 5MB and refuses one byte more', () => {
    expect(validateImageSize(MB5 - 1)).toBeNull();
    expect(validateImageSize(MB5)).toBeNull();
    expect(validateImageSize(MB5 + 1)).toBe(SIZE_MESSAGE);
  });
});

describe('image dimensions (800×600)', () => {
  it('accepts 800×600 and above', () => {
    expect(validateImageDimensions({ width: 800, height: 600 })).toBeNull();
    expect(validateImageDimensions({ width: 4000, height: 3000 })).toBeNull();
  });

  it('refuses 799 wide or 599 high, reporting the actual size', () => {
    expect(validateImageDimensions({ width: 799, height: 600 })).toBe(
      'La imagen debe ser de al menos 800×600px (actual: 799x600px)',
    );
    expect(validateImageDimensions({ width: 800, height: 599 })).toBe(
      'La imagen debe ser de al menos 800×600px (actual: 800x599px)',
    );
  });
});

describe('validateFeaturedImageFile', () => {
  it('checks the type for every owner', () => {
    expect(validateFeaturedImageFile({ type: 'image/gif', size: 10 }, 'post')).toBe(TYPE_MESSAGE);
    expect(validateFeaturedImageFile({ type: 'image/png', size: 10 }, 'page')).toBeNull();
  });

  it('limits only the series cover to 5MB', () => {
    const big = { type: 'image/jpeg', size: MB5 + 1 };
    expect(validateFeaturedImageFile(big, 'post')).toBeNull();
    expect(validateFeaturedImageFile(big, 'series')).toBe(SIZE_MESSAGE);
    expect(validateFeaturedImageFile({ type: 'image/jpeg', size: MB5 }, 'series')).toBeNull();
  });
});

describe('validateMediaUpload', () => {
  it('requires a file, then checks the type; a heavy photo passes, to be downsized', () => {
    expect(validateMediaUpload(null)).toBe('Selecciona una imagen para subir');
    expect(validateMediaUpload(undefined)).toBe('Selecciona una imagen para subir');
    expect(validateMediaUpload({ type: 'image/bmp', size: 1 })).toBe(TYPE_MESSAGE);
    expect(validateMediaUpload({ type: 'image/jpeg', size: MB5 * 2 })).toBeNull();
    expect(validateMediaUpload({ type: 'image/webp', size: MB5 })).toBeNull();
  });
});

describe('validateUserPicture', () => {
  it('accepts any image up to 5MB', () => {
    expect(validateUserPicture({ type: 'image/gif', size: MB5 })).toBeNull();
  });

  it('refuses one byte over 5MB', () => {
    expect(validateUserPicture({ type: 'image/png', size: MB5 + 1 })).toBe(
      'La imagen es demasiado grande. El tamaño máximo permitido es 5MB.',
    );
  });

  it('refuses a non-image', () => {
    expect(validateUserPicture({ type: 'application/pdf', size: MB5 + 1 })).toBe(
      'Solo se permiten archivos de imagen.',
    );
    expect(validateUserPicture({ type: '', size: 1 })).toBe('Solo se permiten archivos de imagen.');
  });

  it('requires a file only on the test page', () => {
    expect(validateUserPicture(null)).toBeNull();
    expect(validateUserPicture(null, { requireFile: true })).toBe(
      'Por favor selecciona una imagen primero.',
    );
  });
});

describe('sniffImageType', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);

  it('recognises JPEG, PNG and WebP', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    const webp = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ');
    expect(sniffImageType(webp)).toBe('image/webp');
  });

  it('refuses other content and short input', () => {
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(
      sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('validateBodyImageText', () => {
  it('asks for alt text, and keeps alt and caption short', () => {
    expect(validateBodyImageText({ alt: 'Puente de Triana', caption: '' })).toEqual({});
    expect(validateBodyImageText({ alt: '   ', caption: '' })).toEqual({
      alt: 'Escribe el texto alternativo de la imagen.',
    });
    expect(validateBodyImageText({ alt: 'a'.repeat(251), caption: 'b'.repeat(301) })).toEqual({
      alt: 'El texto alternativo no puede superar los 250 caracteres',
      caption: 'El pie de foto no puede superar los 300 caracteres',
    });
    expect(validateBodyImageText({ alt: 'a'.repeat(250), caption: 'b'.repeat(300) })).toEqual({});
  });
});
