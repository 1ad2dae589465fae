import { describe, expect, it } from 'vitest';
import {
  BULK_ACTIONS,
  bulkPermission,
  bulkStatus,
  SEARCH_TERMS_MAX,
  searchTerms,
} from './content-list.ts';

describe('searchTerms', () => {
  it('keeps the words, lower-cased, each once, with accents and digits', () => {
    expect(searchTerms('  Canción  del verano 2026, ¡CANCIÓN! ')).toEqual([
      'canción',
      'del',
      'verano',
      '2026',
    ]);
  });

  it('drops what is not a word, so no operator of the query language gets through', () => {
    expect(searchTerms("a & b | !c <-> d:* 'e'")).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(searchTerms(' &|!:*() ')).toEqual([]);
  });

  it(`stops at ${SEARCH_TERMS_MAX} words`, () => {
    const words = Array.from({ length: 12 }, (_, i) => `palabra${i}`);
    expect(searchTerms(words.join(' '))).toEqual(words.slice(0, SEARCH_TERMS_MAX));
  });
});

describe('bulk actions', () => {
  it('need the permission the single-item request needs', () => {
    expect(bulkPermission('post', 'publish')).toBe('update:post:own');
    expect(bulkPermission('post', 'unpublish')).toBe('update:post:own');
    expect(bulkPermission('post', 'move')).toBe('update:post:own');
    expect(bulkPermission('post', 'delete')).toBe('delete:post:own');
    expect(bulkPermission('page', 'publish')).toBe('update:page:own');
    expect(bulkPermission('page', 'delete')).toBe('delete:page:own');
  });

  it('publish and unpublish set a status; move and delete set none', () => {
    expect(BULK_ACTIONS.map(bulkStatus)).toEqual(['PUBLISHED', 'DRAFT', undefined, undefined]);
  });
});
