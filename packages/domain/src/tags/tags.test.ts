import { describe, expect, it } from 'vitest';
import { TAG_NAME_MAX, TAGS_PER_POST_MAX } from '../constants/constants.ts';
import { TAG_MESSAGES } from '../messages.es.ts';
import {
  mergeTagNames,
  normalizeTagName,
  postTagsIssue,
  tagMergeIssue,
  tagNameIssue,
  tagPath,
  tagSlug,
} from './tags.ts';

describe('tag names', () => {
  it('are trimmed with inner white space made one space', () => {
    expect(normalizeTagName('  Viajes   por  Asia ')).toBe('Viajes por Asia');
  });

  it('share a slug when they differ only in case, accents or punctuation', () => {
    expect(tagSlug('Café')).toBe('cafe');
    expect(tagSlug(' CAFE! ')).toBe('cafe');
    expect(tagPath(tagSlug('Viajes por Asia'))).toBe('/tag/viajes-por-asia');
  });

  it('are refused when empty, too long or without a letter or digit', () => {
    expect(tagNameIssue('   ')).toBe(TAG_MESSAGES.nameRequired);
    expect(tagNameIssue('a'.repeat(TAG_NAME_MAX + 1))).toBe(TAG_MESSAGES.nameTooLong);
    expect(tagNameIssue(` ${'a'.repeat(TAG_NAME_MAX)} `)).toBeNull();
    expect(tagNameIssue('¡¿!?')).toBe(TAG_MESSAGES.nameWithoutLetters);
    expect(tagNameIssue('JavaScript')).toBeNull();
  });
});

describe('a post’s tags', () => {
  it('merge duplicates, keeping the first spelling and the order', () => {
    expect(mergeTagNames(['Viajes', ' viajes ', 'Asia', 'VIAJES', 'asia', 'Café', 'cafe'])).toEqual(
      ['Viajes', 'Asia', 'Café'],
    );
  });

  it('are refused with a bad name or too many distinct tags', () => {
    expect(postTagsIssue(['Bien', ''])).toBe(TAG_MESSAGES.nameRequired);
    const many = Array.from({ length: TAGS_PER_POST_MAX + 1 }, (_, i) => `tag ${i}`);
    expect(postTagsIssue(many)).toBe(TAG_MESSAGES.tooMany);
    // Duplicates do not count against the limit.
    expect(postTagsIssue([...many.slice(0, TAGS_PER_POST_MAX), 'TAG 0'])).toBeNull();
  });
});

describe('merging tags', () => {
  it('needs another tag of the same blog', () => {
    expect(tagMergeIssue({ id: 1, into: 2, blogTagIds: [1, 2] })).toBeNull();
    expect(tagMergeIssue({ id: 1, into: 1, blogTagIds: [1, 2] })).toBe(
      TAG_MESSAGES.mergeTargetInvalid,
    );
    expect(tagMergeIssue({ id: 1, into: 3, blogTagIds: [1, 2] })).toBe(
      TAG_MESSAGES.mergeTargetInvalid,
    );
  });
});
