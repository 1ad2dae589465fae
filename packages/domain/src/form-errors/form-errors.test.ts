import { describe, expect, it } from 'vitest';
import { firstError } from './form-errors.ts';

describe('firstError', () => {
  it('returns the first message in insertion order', () => {
    expect(firstError<'a' | 'b'>({ b: 'segundo', a: 'primero' })).toBe('segundo');
  });

  it('returns null for a valid form', () => {
    expect(firstError({})).toBeNull();
    expect(firstError<'a'>({ a: undefined })).toBeNull();
  });
});
