import { ApiError } from '@bitacora/api';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, isRefusal } from './call-failure.ts';

describe('fieldErrorsOf', () => {
  it("reads a validation 400's details by path, the first message of each", () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      error: 'La dirección IP no es válida',
      fromServer: true,
      details: [
        { path: 'commentRules.blocked.1.address', message: 'La dirección IP no es válida' },
        { path: 'commentRules.blocked.1.address', message: 'otro' },
        { path: 'commentRules.maxLinks', message: 'El número de enlaces no puede ser negativo' },
        'suelto',
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      'commentRules.blocked.1.address': 'La dirección IP no es válida',
      'commentRules.maxLinks': 'El número de enlaces no puede ser negativo',
    });
  });

  it('is empty for a failure without details or that is not an answer', () => {
    expect(fieldErrorsOf(new ApiError({ kind: 'network', status: 0, error: 'x' }))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('isRefusal', () => {
  it('is a 4xx answer, not a lost connection or a server failure', () => {
    expect(
      isRefusal(new ApiError({ kind: 'http', status: 400, error: 'x', fromServer: true })),
    ).toBe(true);
    expect(isRefusal(new ApiError({ kind: 'http', status: 503, error: 'x' }))).toBe(false);
    expect(isRefusal(new ApiError({ kind: 'network', status: 0, error: 'x' }))).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
  });
});
