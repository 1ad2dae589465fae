import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_MESSAGES as M } from '../messages/recommendations.es.ts';
import {
  canAddRecommendation,
  RECOMMENDATION_LIMITS,
  recommendationErrors,
  recommendationUrlProblem,
} from './recommendations.ts';

const OWN = ['viajes.bitacora.example', 'viajes.com'];

describe('a recommended site’s address', () => {
  it('keeps any site of the web on https or http', () => {
    expect(recommendationUrlProblem('https://otro.blog/')).toBeNull();
    expect(recommendationUrlProblem('http://viejo.example.org/ruta?x=1')).toBeNull();
    expect(recommendationUrlProblem('  https://otro.blog  ', OWN)).toBeNull();
  });

  it('refuses what is not a whole web address', () => {
    for (const value of [
      'otro.blog',
      'ftp://otro.blog',
      'javascript:alert(1)',
      'https://localhost',
      'https://otro.blog./',
      'https://otro .blog',
      'https://',
      'https:otro.blog',
    ]) {
      expect(recommendationUrlProblem(value), value).toBe(M.urlNotAddress);
    }
    expect(recommendationUrlProblem('   ')).toBe(M.urlRequired);
  });

  it('refuses credentials, a long address and the blog itself', () => {
    expect(recommendationUrlProblem('https://ana:secreto@otro.blog')).toBe(M.urlCredentials);
    expect(recommendationUrlProblem('https://ana@otro.blog')).toBe(M.urlCredentials);
    const long = `https://otro.blog/${'a'.repeat(RECOMMENDATION_LIMITS.url)}`;
    expect(recommendationUrlProblem(long)).toBe(M.urlTooLong(2000));
    expect(recommendationUrlProblem('https://VIAJES.bitacora.example/blog/x', OWN)).toBe(
      M.urlOwnBlog,
    );
    expect(recommendationUrlProblem('http://www.viajes.com', OWN)).toBe(M.urlOwnBlog);
    expect(recommendationUrlProblem('https://otro.viajes.com', OWN)).toBeNull();
  });
});

describe('a recommendation', () => {
  it('passes with an address and a title, the reason optional', () => {
    expect(recommendationErrors({ url: 'https://otro.blog', title: 'Otro blog' })).toEqual({});
    expect(
      recommendationErrors({ url: 'https://otro.blog', title: 'Otro', reason: 'Escribe bien' }),
    ).toEqual({});
  });

  it('names each refused field with its sentence', () => {
    expect(recommendationErrors({})).toEqual({ url: M.urlRequired, title: M.titleRequired });
    expect(
      recommendationErrors(
        { url: 'https://viajes.com', title: 'x'.repeat(101), reason: 'y'.repeat(201) },
        OWN,
      ),
    ).toEqual({
      url: M.urlOwnBlog,
      title: M.titleTooLong(100),
      reason: M.reasonTooLong(200),
    });
    expect(
      recommendationErrors({ url: 'https://a.b', title: 'x'.repeat(100), reason: 'y'.repeat(200) }),
    ).toEqual({});
  });

  it('allows at most 100 a blog', () => {
    expect(canAddRecommendation(0)).toBe(true);
    expect(canAddRecommendation(99)).toBe(true);
    expect(canAddRecommendation(100)).toBe(false);
  });
});
