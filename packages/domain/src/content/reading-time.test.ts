import { describe, expect, it } from 'vitest';
import { readingMinutesLabel, readingTimeLabel } from '../messages.es.ts';
import { readingTime } from './reading-time.ts';

const paragraphs = (words: number) =>
  `<p>${Array.from({ length: words }, () => 'ruta').join(' ')}</p>`;

describe('readingTime', () => {
  it('counts the words of the text, never the markup, and a tag separates words', () => {
    expect(
      readingTime(
        '<h2>Ingredientes</h2><ul><li><p>Harina</p></li><li><p>Agua</p></li></ul>' +
          '<p>Una receta <strong>lenta</strong> y <a href="https://example.com/a-b">sencilla</a>.</p>',
      ).words,
    ).toBe(8);
  });

  it('leaves out punctuation and entities alone, and keeps words with apostrophes or hyphens', () => {
    expect(readingTime('<p>Huevos &amp; patatas — ¡ya!</p>').words).toBe(3);
    expect(readingTime('<p>l’agua&nbsp;fría, bien-estar 2026</p>').words).toBe(4);
    expect(readingTime('<p>  </p><!-- nota oculta --><p><br></p><hr>').words).toBe(0);
  });

  it('reads 230 words a minute, rounded up, and at least one minute', () => {
    expect(readingTime('')).toEqual({ words: 0, minutes: 1 });
    expect(readingTime(paragraphs(1))).toEqual({ words: 1, minutes: 1 });
    expect(readingTime(paragraphs(230))).toEqual({ words: 230, minutes: 1 });
    expect(readingTime(paragraphs(231))).toEqual({ words: 231, minutes: 2 });
    expect(readingTime(paragraphs(523))).toEqual({ words: 523, minutes: 3 });
  });

  it('words it in Spanish', () => {
    expect(readingTimeLabel({ words: 523, minutes: 3 })).toBe('523 palabras · 3 min de lectura');
    expect(readingTimeLabel({ words: 1, minutes: 1 })).toBe('1 palabra · 1 min de lectura');
    expect(readingTimeLabel({ words: 12345, minutes: 54 })).toBe(
      '12.345 palabras · 54 min de lectura',
    );
    expect(readingMinutesLabel(3)).toBe('3 min de lectura');
  });
});
