import { describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from '../../platform/storage/storage.ts';
import { contentImageKeys, renderContentImages } from './content-images.ts';
import type { Picture } from './pictures.ts';

const storage = createLocalMediaStorage('/tmp/nothing-is-written-here');
const picture: Picture = {
  src: '/media/b/p-medium.webp',
  large: '/media/b/p-large.webp',
  srcset: '/media/b/p-small.webp 480w, /media/b/p-medium.webp 960w',
  width: 1200,
  height: 800,
};

describe('images inside an article', () => {
  it('finds the keys of the library’s images only', () => {
    const html = [
      `<p><img src="${storage.url('b/p.jpg')}" alt="a"></p>`,
      `<img alt="b" src="${storage.url('b/q.png')}">`,
      '<img src="https://fotos.example/media/b/r.jpg">',
      '<img src="/media/../etc/passwd">',
      `<img src="${storage.url('b/p.jpg')}">`,
    ].join('');
    expect(contentImageKeys(html, storage)).toEqual(['b/p.jpg', 'b/q.png']);
  });

  it('gives known images their sizes, keeps alt text escaped, and loads the rest lazily', () => {
    const html =
      '<p><img src="/media/b/p.jpg" alt="&quot;Hola&quot; &amp; adiós"></p><p><img src="/a.jpg"><img loading="eager" src="/b.jpg"></p>';
    const out = renderContentImages(html, new Map([['/media/b/p.jpg', picture]]), {
      sizes: '100vw',
      eagerFirst: false,
    });
    expect(out).toBe(
      '<p><img src="/media/b/p-medium.webp" srcset="/media/b/p-small.webp 480w, /media/b/p-medium.webp 960w" sizes="100vw" width="1200" height="800" alt="&quot;Hola&quot; &amp; adiós" loading="lazy" decoding="async"></p>' +
        '<p><img loading="lazy" decoding="async" src="/a.jpg"><img loading="eager" src="/b.jpg"></p>',
    );
  });

  it('lets the first image load at once when nothing comes before it', () => {
    const out = renderContentImages('<img src="/a.jpg"><img src="/b.jpg">', new Map(), {
      sizes: '100vw',
      eagerFirst: true,
    });
    expect(out).toBe('<img src="/a.jpg"><img loading="lazy" decoding="async" src="/b.jpg">');
  });
});
