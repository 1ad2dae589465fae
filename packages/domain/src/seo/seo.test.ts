import { describe, expect, it } from 'vitest';
import { seoDefaults, truncateForResult } from './seo.ts';

describe('seoDefaults', () => {
  it('takes the title, excerpt and featured image when the post has no words of its own', () => {
    expect(
      seoDefaults({
        title: 'Sevilla en otoño',
        metaTitle: '',
        excerpt: 'Paseos sin calor',
        metaDescription: '  ',
        image: '/media/a.jpg',
        socialImage: null,
      }),
    ).toEqual({
      title: 'Sevilla en otoño',
      description: 'Paseos sin calor',
      image: '/media/a.jpg',
    });
  });

  it('prefers the post’s own title, description and social image', () => {
    expect(
      seoDefaults({
        title: 'Sevilla en otoño',
        metaTitle: ' Qué ver en Sevilla ',
        excerpt: 'Paseos sin calor',
        metaDescription: 'Guía de otoño',
        image: '/media/a.jpg',
        socialImage: 'https://example.com/b.png',
      }),
    ).toEqual({
      title: 'Qué ver en Sevilla',
      description: 'Guía de otoño',
      image: 'https://example.com/b.png',
    });
  });

  it('has no description and no image when nothing gives one', () => {
    expect(seoDefaults({ title: 'Nota' })).toEqual({ title: 'Nota', description: '', image: null });
  });
});

describe('truncateForResult', () => {
  it('keeps a text within the limit as it is, with its spaces collapsed', () => {
    expect(truncateForResult('  Una   guía  ', 70)).toBe('Una guía');
    expect(truncateForResult('a'.repeat(70), 70)).toBe('a'.repeat(70));
  });

  it('cuts a longer text at a whole word and ends it with an ellipsis within the limit', () => {
    const cut = truncateForResult(
      'Qué ver en Sevilla en otoño, paseos y tapas sin el calor del verano',
      30,
    );
    expect(cut).toBe('Qué ver en Sevilla en otoño…');
    expect([...cut].length).toBeLessThanOrEqual(30);
    expect(truncateForResult('b'.repeat(80), 70)).toBe(`${'b'.repeat(69)}…`);
  });
});
