import { describe, expect, it } from 'vitest';
import { LABELLED_COMMENTS } from './fixtures/labelled-comments.ts';
import { SPAM_THRESHOLD, spamScore } from './spam-score.ts';

const ham = LABELLED_COMMENTS.filter((c) => !c.spam);
const spam = LABELLED_COMMENTS.filter((c) => c.spam);

describe('spamScore', () => {
  it('scores the labelled set above the floors (docs/benchmarks.md#comment-spam-score)', () => {
    expect(ham.length + spam.length).toBeGreaterThanOrEqual(200);
    const truePositives = spam.filter((c) => spamScore(c).spam).length;
    const falsePositives = ham.filter((c) => spamScore(c).spam);
    const precision = truePositives / (truePositives + falsePositives.length);
    const recall = truePositives / spam.length;
    console.info(
      `comment spam score: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} ` +
        `(${truePositives}/${spam.length} spam caught, ${falsePositives.length}/${ham.length} good held as spam)`,
    );
    for (const c of spam.filter((c) => !spamScore(c).spam)) console.info('missed:', c.content);
    for (const c of falsePositives) console.info('false positive:', c.content);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.8);
  });

  it('lets a plain comment with one reference link through', () => {
    const result = spamScore({
      authorName: 'Sergio',
      content:
        'Te dejo la fuente por si alguien quiere leer más: https://es.wikipedia.org/wiki/Gazpacho',
    });
    expect(result).toMatchObject({ score: 1, spam: false });
    const bare = spamScore({ authorName: 'Sergio', content: 'Mira: https://a.example' });
    expect(bare.reasons).toContain('bare-links');
  });

  it('sends shorteners and BBCode straight to spam, whatever else the text says', () => {
    expect(spamScore({ authorName: 'Ana', content: 'Mira http://bit.ly/abc' }).spam).toBe(true);
    expect(spamScore({ authorName: 'Ana', content: '[url=http://x.example]hola[/url]' }).spam).toBe(
      true,
    );
  });

  it('adds up selling words, accents and case aside, and a selling name', () => {
    const one = spamScore({ authorName: 'Ana', content: 'Hablemos del CASINO de mi pueblo' });
    expect(one).toMatchObject({ score: 3, spam: false });
    const two = spamScore({ authorName: 'Ana', content: 'Préstamo rápido y dinero FÁCIL' });
    expect(two.score).toBeGreaterThanOrEqual(SPAM_THRESHOLD);
    expect(spamScore({ authorName: 'Cheap Viagra', content: 'hola' }).reasons).toContain('name');
  });

  it('counts shouting and repetition, not a short exclamation', () => {
    expect(spamScore({ authorName: 'A', content: 'GRACIAS!' }).score).toBe(0);
    expect(
      spamScore({ authorName: 'A', content: 'COMPRA YA ESTA OFERTA UNICA QUE NO VOLVERA' }).reasons,
    ).toContain('caps');
    expect(spamScore({ authorName: 'A', content: 'buy '.repeat(20) }).reasons).toContain(
      'repeated',
    );
  });
});
