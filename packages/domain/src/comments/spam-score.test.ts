import { describe, expect, it } from 'vitest';
import { HELD_OUT_COMMENTS } from './fixtures/held-out-comments.ts';
import { LABELLED_COMMENTS, type LabelledComment } from './fixtures/labelled-comments.ts';
import { SPAM_THRESHOLD, spamScore } from './spam-score.ts';

function figures(set: readonly LabelledComment[], name: string) {
  const ham = set.filter((c) => !c.spam);
  const spam = set.filter((c) => c.spam);
  const truePositives = spam.filter((c) => spamScore(c).spam).length;
  const falsePositives = ham.filter((c) => spamScore(c).spam);
  const precision = truePositives / (truePositives + falsePositives.length);
  const recall = truePositives / spam.length;
  console.info(
    `comment spam score, ${name}: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} ` +
      `(${truePositives}/${spam.length} spam caught, ${falsePositives.length}/${ham.length} good held as spam)`,
  );
  for (const c of spam.filter((c) => !spamScore(c).spam)) console.info('missed:', c.content);
  for (const c of falsePositives) console.info('false positive:', c.content);
  return { precision, recall, size: set.length };
}

describe('spamScore', () => {
  it('scores the labelled set above the floors (docs/benchmarks.md#comment-spam-score)', () => {
    const { precision, recall, size } = figures(LABELLED_COMMENTS, 'labelled set (in-sample)');
    expect(size).toBeGreaterThanOrEqual(200);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.8);
  });

  // Lower floors: this set was never used to set the weights, and the gap to the in-sample
  // figures is the point of keeping it. A change that raises these by tuning against it spoils it.
  it('scores the held-out set above its own floors', () => {
    const { precision, recall, size } = figures(HELD_OUT_COMMENTS, 'held-out set');
    expect(size).toBeGreaterThanOrEqual(60);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.6);
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
