import { describe, expect, it } from 'vitest';
import { blogBaseUrl, postPreviewUrl } from './preview.ts';

describe('postPreviewUrl', () => {
  it('builds {subdomain}.{domain}/blog/{slug} for a published post', () => {
    expect(
      postPreviewUrl({
        status: 'PUBLISHED',
        slug: 'hola-mundo',
        blog: { subdomain: 'ana' },
        publicDomain: 'bitacora.es',
      }),
    ).toEqual({ ok: true, url: 'https://ana.bitacora.es/blog/hola-mundo' });
  });

  it('opens a version in another language than the blog’s main one under its code', () => {
    const post = { status: 'PUBLISHED', slug: 'hello', blog: { subdomain: 'ana' } };
    expect(postPreviewUrl({ ...post, language: 'en', mainLanguage: 'es' })).toEqual({
      ok: true,
      url: 'http://ana.localhost:3000/en/blog/hello',
    });
    expect(postPreviewUrl({ ...post, language: 'es', mainLanguage: 'es' })).toEqual({
      ok: true,
      url: 'http://ana.localhost:3000/blog/hello',
    });
    expect(postPreviewUrl({ ...post, language: 'es', mainLanguage: 'pt' })).toEqual({
      ok: true,
      url: 'http://ana.localhost:3000/es/blog/hello',
    });
  });

  it('reads the status in any case', () => {
    const result = postPreviewUrl({ status: 'published', slug: 'x', blog: { subdomain: 'ana' } });
    expect(result.ok).toBe(true);
  });

  it("defaults to subdomain 'demo' and the product domain, over http on localhost", () => {
    expect(postPreviewUrl({ status: 'PUBLISHED', slug: 'hola' })).toEqual({
      ok: true,
      url: 'http://demo.localhost:3000/blog/hola',
    });
    expect(postPreviewUrl({ status: 'PUBLISHED', slug: 'hola', blog: { subdomain: '' } })).toEqual({
      ok: true,
      url: 'http://demo.localhost:3000/blog/hola',
    });
  });

  it('prefers the custom domain', () => {
    expect(
      postPreviewUrl({
        status: 'PUBLISHED',
        slug: 'hola',
        blog: { subdomain: 'ana', domain: 'https://MiBlog.com/' },
        publicDomain: 'localhost:3000',
      }),
    ).toEqual({ ok: true, url: 'https://miblog.com/blog/hola' });
  });

  it('refuses drafts and missing slugs with the spec messages', () => {
    expect(postPreviewUrl({ status: 'DRAFT', slug: 'hola' })).toEqual({
      ok: false,
      message: 'Solo los posts publicados pueden ser visualizados en el frontend',
    });
    expect(postPreviewUrl({ status: undefined, slug: 'hola' }).ok).toBe(false);
    for (const slug of ['', '  ', null, undefined]) {
      expect(postPreviewUrl({ status: 'PUBLISHED', slug })).toEqual({
        ok: false,
        message: 'Este post no tiene un slug válido',
      });
    }
  });

  it('encodes what a slug should not hold', () => {
    const result = postPreviewUrl({ status: 'PUBLISHED', slug: 'año nuevo' });
    expect(result).toEqual({ ok: true, url: 'http://demo.localhost:3000/blog/a%C3%B1o%20nuevo' });
  });
});

describe('blogBaseUrl', () => {
  it('uses http for loopback hosts and https elsewhere', () => {
    expect(blogBaseUrl({ subdomain: 'ana' }, 'localhost')).toBe('http://ana.localhost');
    expect(blogBaseUrl({ domain: '127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
    expect(blogBaseUrl({ subdomain: 'ana' }, 'bitacora.es')).toBe('https://ana.bitacora.es');
    expect(blogBaseUrl(null, null)).toBe('http://demo.localhost:3000');
  });
});
