import { describe, expect, it } from 'vitest';
import { OWN_PREVIEW_HOURS, previewExpiry, previewPath } from './preview-links.ts';
import { keepsOldAddress, oldAddressPath, oldPathOf, publicPathOf } from './slug-history.ts';

describe('publicPathOf', () => {
  it('gives each kind its public path, the slug encoded', () => {
    expect(publicPathOf('post', 'hola')).toBe('/blog/hola');
    expect(publicPathOf('page', 'sobre-mi')).toBe('/sobre-mi');
    expect(publicPathOf('series', 'guia')).toBe('/series/guia');
    expect(publicPathOf('category', 'viajes')).toBe('/category/viajes');
    expect(publicPathOf('tag', 'año')).toBe('/tag/a%C3%B1o');
  });

  it('puts another language’s code before the path, never the main one’s', () => {
    const english = { language: 'en', main: 'es' } as const;
    expect(publicPathOf('post', 'hola', english)).toBe('/en/blog/hola');
    expect(publicPathOf('page', 'about', english)).toBe('/en/about');
    expect(publicPathOf('series', 'guide', english)).toBe('/en/series/guide');
    expect(publicPathOf('category', 'travel', english)).toBe('/en/category/travel');
    expect(publicPathOf('tag', 'food', english)).toBe('/en/tag/food');
    expect(publicPathOf('post', 'hola', { language: 'es', main: 'es' })).toBe('/blog/hola');
  });
});

describe('keepsOldAddress', () => {
  it('keeps a published version’s address when it moves to another language, slug and all', () => {
    const moved = { kind: 'post', status: 'PUBLISHED', oldSlug: 'a', newSlug: 'a' } as const;
    expect(keepsOldAddress({ ...moved, oldLanguage: 'es', newLanguage: 'en' })).toBe(true);
    expect(keepsOldAddress({ ...moved, oldLanguage: 'en', newLanguage: 'en' })).toBe(false);
    expect(
      keepsOldAddress({ ...moved, status: 'DRAFT', oldLanguage: 'es', newLanguage: 'en' }),
    ).toBe(false);
  });

  it('keeps a published post’s or page’s old slug, never a draft’s', () => {
    for (const kind of ['post', 'page'] as const) {
      expect(keepsOldAddress({ kind, status: 'PUBLISHED', oldSlug: 'a', newSlug: 'b' })).toBe(true);
      expect(keepsOldAddress({ kind, status: 'DRAFT', oldSlug: 'a', newSlug: 'b' })).toBe(false);
      expect(keepsOldAddress({ kind, status: 'SCHEDULED', oldSlug: 'a', newSlug: 'b' })).toBe(
        false,
      );
    }
  });

  it('keeps a series’ and a category’s, which are always public; an unchanged slug keeps none', () => {
    expect(keepsOldAddress({ kind: 'series', oldSlug: 'a', newSlug: 'b' })).toBe(true);
    expect(keepsOldAddress({ kind: 'category', oldSlug: 'a', newSlug: 'b' })).toBe(true);
    expect(keepsOldAddress({ kind: 'category', oldSlug: 'a', newSlug: 'a' })).toBe(false);
  });
});

describe('preview links', () => {
  const now = new Date('2026-03-28T12:00:00Z');

  it('lasts the chosen days when shared, a few hours for the member’s own', () => {
    expect(previewExpiry(now, { days: 7 }).toISOString()).toBe('2026-04-04T12:00:00.000Z');
    expect(previewExpiry(now, 'own').getTime() - now.getTime()).toBe(OWN_PREVIEW_HOURS * 3_600_000);
  });

  it('lives under /vista-previa/ on the blog', () => {
    expect(previewPath('abc')).toBe('/vista-previa/abc');
  });
});

describe('old paths of another site', () => {
  it('keep a permalink as its decoded path, with or without its host or final slash', () => {
    expect(oldPathOf('https://cuaderno.example.com/2024/02/etapa-1/')).toBe('/2024/02/etapa-1');
    expect(oldPathOf('/2024/02/etapa-1')).toBe('/2024/02/etapa-1');
    expect(oldPathOf('https://viejo.example/p/a%C3%B1o-nuevo?utm=x')).toBe('/p/año-nuevo');
    expect(oldPathOf('https://viejo.example/?p=13')).toBeNull();
    expect(oldPathOf('https://viejo.example/%E0%A4%A')).toBeNull();
    expect(oldPathOf(`/${'a'.repeat(300)}`)).toBeNull();
  });

  it('answer at their own path, encoded as a link', () => {
    expect(oldAddressPath('post', '/p/año-nuevo')).toBe('/p/a%C3%B1o-nuevo');
    expect(oldAddressPath('post', 'hola')).toBe('/blog/hola');
  });
});
