import { describe, expect, it } from 'vitest';
import {
  formatMegabytes,
  IMPORT_MAX_BYTES,
  importProgressLabel,
  moreLabel,
  SITE_URL_INVALID,
  siteUrlError,
  validateImportFile,
} from './transfers.ts';

describe('the import file check', () => {
  it('asks for a file, takes 500 MB, refuses a byte more with its size', () => {
    expect(validateImportFile(null)).toBe(
      'Elige el archivo que exportaste de tu plataforma anterior.',
    );
    expect(validateImportFile({ size: IMPORT_MAX_BYTES })).toBeNull();
    expect(validateImportFile({ size: 600 * 1024 * 1024 })).toBe(
      'El archivo pesa 600 MB: el máximo es 500 MB. No se ha enviado nada.',
    );
  });
});

describe("the old site's address", () => {
  it('takes a whole http or https address', () => {
    expect(siteUrlError('https://mi-blog.ghost.io')).toBeNull();
    expect(siteUrlError(' http://viejo.example.com/blog ')).toBeNull();
  });

  it('refuses a bare host, another scheme or the scheme alone', () => {
    for (const value of [
      'mi-blog.ghost.io',
      'ftp://viejo.example.com',
      'https://',
      'https://blog',
      '',
    ]) {
      expect(siteUrlError(value)).toBe(SITE_URL_INVALID);
    }
  });
});

describe('counts and sizes in es-ES', () => {
  it('writes the progress, the rest of a list and a size', () => {
    expect(importProgressLabel({ done: 120, total: 10_000 })).toBe('Importando… 120 de 10.000');
    expect(moreLabel(20, 23)).toBe('y 3 más');
    expect(moreLabel(2, 2)).toBeNull();
    expect(formatMegabytes(12.5 * 1024 * 1024)).toBe('12,5 MB');
    expect(formatMegabytes(300)).toBe('0,1 MB');
  });
});
