import { describe, expect, it } from 'vitest';
import { absoluteAddresses, absoluteUrl } from './absolute-addresses.ts';

const base = 'https://mi-blog.bitacora.es';

describe('absoluteAddresses', () => {
  it('makes the blog root addresses of images, links and their sizes whole', () => {
    const html =
      '<p><a href="/blog/otro">otro</a> <img src="/media/1/a.jpg" srcset="/media/1/a-small.jpg 480w, /media/1/a-large.jpg 1600w" alt=""></p><video poster=\'/media/1/p.jpg\'></video>';
    expect(absoluteAddresses(html, base)).toBe(
      `<p><a href="${base}/blog/otro">otro</a> <img src="${base}/media/1/a.jpg" srcset="${base}/media/1/a-small.jpg 480w, ${base}/media/1/a-large.jpg 1600w" alt=""></p><video poster='${base}/media/1/p.jpg'></video>`,
    );
  });

  it('leaves absolute, scheme-relative, anchor and mail addresses and the text alone', () => {
    const html =
      '<p><a href="https://otro.es/x">a</a><a href="//cdn.es/y">b</a><a href="#nota">c</a><a href="mailto:a@b.es">d</a> src="/no-es-atributo"</p>';
    expect(absoluteAddresses(html, base)).toBe(html);
  });
});

describe('absoluteUrl', () => {
  it('keeps a whole address and joins a path to the base', () => {
    expect(absoluteUrl(base, 'https://x.es/a.jpg')).toBe('https://x.es/a.jpg');
    expect(absoluteUrl(base, '/media/a.jpg')).toBe(`${base}/media/a.jpg`);
    expect(absoluteUrl(base, 'media/a.jpg')).toBe(`${base}/media/a.jpg`);
  });
});
