import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, POST_MESSAGES } from '../messages.es.ts';
import { isImageAddress, validateImageAddress, validateSocialImage } from './image-address.ts';

describe('image address', () => {
  it.each([
    '/media/b/puente.jpg',
    'https://example.com/a.png',
    'HTTP://example.com/a.png',
    '  /media/x.webp  ',
  ])('accepts %j', (value) => {
    expect(isImageAddress(value)).toBe(true);
    expect(validateImageAddress(value)).toBeNull();
    expect(validateSocialImage(value)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/a.png',
    'ftp://example.com/a.png',
    'media/puente.jpg',
    'imagen.jpg',
  ])('refuses %j', (value) => {
    expect(isImageAddress(value)).toBe(false);
    expect(validateImageAddress(value)).toBe(IMAGE_MESSAGES.addressInvalid);
    expect(validateSocialImage(value)).toBe(POST_MESSAGES.socialImageInvalid);
  });

  it('takes empty as no image', () => {
    for (const value of ['', '   ', null, undefined]) {
      expect(validateImageAddress(value)).toBeNull();
      expect(validateSocialImage(value)).toBeNull();
    }
  });
});
