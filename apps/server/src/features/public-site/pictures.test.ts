import { describe, expect, it } from 'vitest';
import { safeHref } from '../../platform/http/html.ts';
import { createLocalMediaStorage } from '../../platform/storage/storage.ts';
import { imageTag, toPicture } from './pictures.ts';

const storage = createLocalMediaStorage('/tmp/nothing-is-written-here');
const variants = {
  small: { key: 'b/p-small.webp', width: 480, height: 270 },
  medium: { key: 'b/p-medium.webp', width: 960, height: 540 },
  large: { key: 'b/p-large.webp', width: 1600, height: 900 },
};

describe('pictures', () => {
  it('offers every stored size in srcset, and the original when it is larger', () => {
    const url = storage.url('b/p.jpg');
    const picture = toPicture(
      { url, storageKey: 'b/p.jpg', width: 4000, height: 2250, variants },
      storage,
    );
    expect(picture?.srcset).toBe(
      `${storage.url('b/p-small.webp')} 480w, ${storage.url('b/p-medium.webp')} 960w, ${storage.url('b/p-large.webp')} 1600w, ${url} 4000w`,
    );
    expect(picture?.src).toBe(storage.url('b/p-medium.webp'));
    expect(picture?.large).toBe(storage.url('b/p-large.webp'));
  });

  it('keeps an outside address as it is, and drops unsafe ones', () => {
    const outside = toPicture(
      { url: 'https://cdn.example/x.jpg', storageKey: 'b/p.jpg', width: 10, height: 10, variants },
      storage,
    );
    expect(outside).toMatchObject({ src: 'https://cdn.example/x.jpg', srcset: null });
    const unsafe = {
      url: 'javascript:alert(1)',
      storageKey: null,
      width: null,
      height: null,
      variants: null,
    };
    expect(toPicture(unsafe, storage)).toBeNull();
  });

  it('loads lazily unless asked to load first', () => {
    const picture = {
      src: '/media/a.jpg',
      large: '/media/a.jpg',
      srcset: null,
      width: 2,
      height: 1,
    };
    expect(imageTag(picture, { alt: '"x"', sizes: '100vw' })).toBe(
      '<img src="/media/a.jpg" width="2" height="1" alt="&quot;x&quot;" loading="lazy" decoding="async">',
    );
    expect(imageTag(picture, { alt: '', sizes: '100vw', eager: true })).toContain(
      'fetchpriority="high"',
    );
  });

  it('links only to http(s) and paths on the blog', () => {
    expect(safeHref('/sobre-mi')).toBe('/sobre-mi');
    expect(safeHref('https://x.com/ana')).toBe('https://x.com/ana');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
  });
});
