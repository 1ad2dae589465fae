import { describe, expect, it } from 'vitest';
import { CODE_LANGUAGES, codeLanguageOf } from './code-languages.ts';
import { isPasteTooLarge, PASTE_MAX_CHARS } from './paste.ts';

describe('codeLanguageOf', () => {
  it('takes every listed language and the usual short names, case aside', () => {
    for (const name of Object.keys(CODE_LANGUAGES)) expect(codeLanguageOf(name)).toBe(name);
    expect(codeLanguageOf('JS')).toBe('javascript');
    expect(codeLanguageOf('ts')).toBe('typescript');
    expect(codeLanguageOf('sh')).toBe('bash');
    expect(codeLanguageOf(' py ')).toBe('python');
  });

  it('gives null for any other name, so the block is plain code', () => {
    for (const name of ['', 'cobol', 'toString', '__proto__', 'java script', null, undefined]) {
      expect(codeLanguageOf(name)).toBeNull();
    }
  });
});

describe('isPasteTooLarge', () => {
  it('takes a paste of the limit and refuses one character more, HTML or text', () => {
    expect(isPasteTooLarge({ html: 'a'.repeat(PASTE_MAX_CHARS) })).toBe(false);
    expect(isPasteTooLarge({ html: 'a'.repeat(PASTE_MAX_CHARS + 1) })).toBe(true);
    expect(isPasteTooLarge({ text: 'ñ'.repeat(PASTE_MAX_CHARS + 1), html: '' })).toBe(true);
    expect(isPasteTooLarge({ html: null, text: null })).toBe(false);
  });
});
