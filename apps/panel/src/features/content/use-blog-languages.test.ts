import { describe, expect, it } from 'vitest';
import { termLanguages } from './use-blog-languages.ts';

describe('termLanguages', () => {
  it('is the main language alone for a blog in one language', () => {
    expect(termLanguages('es', ['es'], [{ language: 'es' }, {}])).toEqual(['es']);
    expect(termLanguages('fr', [], [])).toEqual(['fr']);
  });

  it('names the languages in use and those of the items listed, the main one first', () => {
    expect(termLanguages('es', ['es', 'pt'], [{ language: 'es' }])).toEqual(['es', 'pt']);
    expect(termLanguages('en', ['en'], [{ language: 'fr' }, { language: 'es' }])).toEqual([
      'en',
      'es',
      'fr',
    ]);
  });
});
