import { describe, expect, it } from 'vitest';
import { OWN_VISIT_PATH, ownVisitUrl } from './own-visits.ts';

describe('ownVisitUrl', () => {
  it("goes through the mark on the blog's own host, the link escaped", () => {
    expect(ownVisitUrl('https://mi-blog.bitacora.es', '7.1800000000.a+b/c')).toBe(
      `https://mi-blog.bitacora.es${OWN_VISIT_PATH}?marca=7.1800000000.a%2Bb%2Fc`,
    );
    expect(ownVisitUrl('http://demo.localhost:3000/', 'x')).toBe(
      `http://demo.localhost:3000${OWN_VISIT_PATH}?marca=x`,
    );
  });

  it("is the blog's plain address while there is no link", () => {
    expect(ownVisitUrl('https://mi-blog.bitacora.es', null)).toBe('https://mi-blog.bitacora.es');
    expect(ownVisitUrl('https://mi-blog.bitacora.es', '')).toBe('https://mi-blog.bitacora.es');
  });
});
