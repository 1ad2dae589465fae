import { describe, expect, it } from 'vitest';
import { counted, NOUNS } from './counted.es.ts';

describe('counted', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(counted(1, NOUNS.subscriber)).toBe('1 suscriptor');
    expect(counted(0, NOUNS.subscriber)).toBe('0 suscriptores');
    expect(counted(2, NOUNS.pageView)).toBe('2 páginas vistas');
    expect(counted(1, NOUNS.month)).toBe('1 mes');
  });

  it('writes large counts as es-ES does', () => {
    expect(counted(12500, NOUNS.comment)).toBe('12.500 comentarios');
  });
});
