import { describe, expect, it } from 'vitest';
import {
  hreflangLinks,
  itemPath,
  LANGUAGE_NAMES,
  languagePrefix,
  ogLocale,
  translationVersions,
  withoutLanguagePrefix,
} from './addresses.ts';

describe('itemPath', () => {
  it('keeps the main language at the addresses blogs always had', () => {
    expect(itemPath('post', 'hola', 'es', 'es')).toBe('/blog/hola');
    expect(itemPath('page', 'sobre-mi', 'en', 'en')).toBe('/sobre-mi');
    expect(languagePrefix('fr', 'fr')).toBe('');
  });

  it('puts every other language under its code', () => {
    expect(itemPath('post', 'hello', 'en', 'es')).toBe('/en/blog/hello');
    expect(itemPath('page', 'a-propos', 'fr', 'es')).toBe('/fr/a-propos');
    expect(itemPath('post', 'ola', 'es', 'pt')).toBe('/es/blog/ola');
    expect(languagePrefix('pt', 'es')).toBe('/pt');
  });

  it('encodes the slug: accents, ñ and emoji', () => {
    expect(itemPath('post', 'año-ñandú', 'es', 'es')).toBe('/blog/a%C3%B1o-%C3%B1and%C3%BA');
    expect(itemPath('page', '🎉', 'en', 'es')).toBe('/en/%F0%9F%8E%89');
  });
});

describe('withoutLanguagePrefix', () => {
  it('takes a language’s code off an address, and leaves any other as it is', () => {
    expect(withoutLanguagePrefix('/en/blog/trail')).toBe('/blog/trail');
    expect(withoutLanguagePrefix('/pt/search.json')).toBe('/search.json');
    expect(withoutLanguagePrefix('/fr/')).toBe('/');
    for (const path of ['/', '/en', '/blog/x', '/xx/blog/x', '/eng/x', '/es-x/y', ''])
      expect(withoutLanguagePrefix(path)).toBe(path);
  });
});

describe('ogLocale and LANGUAGE_NAMES', () => {
  it('names each language in itself and its Open Graph locale', () => {
    expect(LANGUAGE_NAMES).toEqual({
      es: 'Español',
      en: 'English',
      fr: 'Français',
      pt: 'Português',
    });
    expect(['es', 'en', 'fr', 'pt'].map((l) => ogLocale(l as 'es'))).toEqual([
      'es_ES',
      'en_US',
      'fr_FR',
      'pt_PT',
    ]);
  });
});

describe('hreflangLinks', () => {
  const es = { language: 'es', href: 'https://b.test/blog/hola' } as const;
  const en = { language: 'en', href: 'https://b.test/en/blog/hello' } as const;
  const fr = { language: 'fr', href: 'https://b.test/fr/blog/salut' } as const;

  it('names nothing for a text alone in its language', () => {
    expect(hreflangLinks([], 'es')).toEqual([]);
    expect(hreflangLinks([en], 'es')).toEqual([]);
    expect(translationVersions([es])).toEqual([]);
  });

  it('names every version in the languages order, then x-default at the main one', () => {
    expect(hreflangLinks([fr, en, es], 'es')).toEqual([
      { hreflang: 'es', href: es.href },
      { hreflang: 'en', href: en.href },
      { hreflang: 'fr', href: fr.href },
      { hreflang: 'x-default', href: es.href },
    ]);
  });

  it('has no x-default when the main language has no published version', () => {
    expect(hreflangLinks([en, fr], 'es')).toEqual([
      { hreflang: 'en', href: en.href },
      { hreflang: 'fr', href: fr.href },
    ]);
  });

  it('keeps one version per language', () => {
    expect(translationVersions([en, { ...en, href: 'x' }, es])).toEqual([es, en]);
  });
});
