import { ApiError, apiErrorFromResponse } from '@bitacora/api';
import { describe, expect, it } from 'vitest';
import { mediaUploadFailureMessage } from './media-upload-failure.ts';

describe('mediaUploadFailureMessage', () => {
  it("reads the server's error of a refused upload as 'Error {status}: {body}'", () => {
    const error = apiErrorFromResponse(413, { error: 'La imagen no debe superar los 5MB' });
    expect(mediaUploadFailureMessage(error)).toBe('Error 413: La imagen no debe superar los 5MB');
  });

  it('shows a text answer as it came', () => {
    expect(mediaUploadFailureMessage(apiErrorFromResponse(502, 'Bad Gateway'))).toBe(
      'Error 502: Bad Gateway',
    );
  });

  it("says 'Error al subir la imagen' when no answer arrived", () => {
    const error = new ApiError({ kind: 'network', status: 0, error: 'sin red' });
    expect(mediaUploadFailureMessage(error)).toBe('Error al subir la imagen');
    expect(mediaUploadFailureMessage(new Error('x'))).toBe('Error al subir la imagen');
  });
});
