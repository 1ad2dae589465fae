import { describe, expect, it } from 'vitest';
import { GALLERY_ATTRIBUTE, GALLERY_LAYOUT, galleryHtml } from './gallery.ts';

describe('galleryHtml', () => {
  it('is empty without pictures', () => {
    expect(galleryHtml([], 'Sin fotos')).toBe('');
  });

  it('writes the marked figure with its pictures and the caption', () => {
    expect(
      galleryHtml(
        [
          { src: '/media/a.jpg', alt: 'El faro' },
          { src: '/media/b.jpg', alt: '' },
        ],
        '  Costa de Asturias ',
      ),
    ).toBe(
      `<figure ${GALLERY_ATTRIBUTE}="${GALLERY_LAYOUT}"><img src="/media/a.jpg" alt="El faro"><img src="/media/b.jpg" alt=""><figcaption>Costa de Asturias</figcaption></figure>`,
    );
  });

  it('leaves the caption out when blank and escapes what would break the markup', () => {
    expect(galleryHtml([{ src: '/media/a.jpg?x=1&y="2"', alt: '<b>Olas & rocas</b>' }], '  ')).toBe(
      '<figure data-gallery="grid"><img src="/media/a.jpg?x=1&amp;y=&quot;2&quot;" alt="&lt;b&gt;Olas &amp; rocas&lt;/b&gt;"></figure>',
    );
  });
});
