import { READING_WORDS_PER_MINUTE } from '../constants/constants.ts';

/** How long a post is: its words and the minutes it takes to read them. */
export interface ReadingTime {
  words: number;
  minutes: number;
}

const TAG = /<[^>]*>/g;
const COMMENT = /<!--[\s\S]*?-->/g;
/** Spaces written as entities separate words; any other entity is part of the word it is in. */
const SPACE_ENTITY = /&(?:nbsp|ensp|emsp|thinsp|#160|#x0*a0);/gi;
const ENTITY = /&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/gi;
/** A run of letters or digits, joined by apostrophes or hyphens ("l’agua", "bien-estar"). */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * Words and reading minutes of a post's sanitised HTML: the words of its text (a tag separates
 * words, punctuation alone is no word), at 230 words a minute rounded up, and never under one
 * minute, so every post shows a time.
 */
export function readingTime(html: string): ReadingTime {
  const text = html
    .replace(COMMENT, ' ')
    .replace(TAG, ' ')
    .replace(SPACE_ENTITY, ' ')
    .replace(ENTITY, '');
  const words = text.match(WORD)?.length ?? 0;
  return { words, minutes: Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE)) };
}
