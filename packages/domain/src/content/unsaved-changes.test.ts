import { describe, expect, it } from 'vitest';
import { UNSAVED_CHANGES_MESSAGES, unsavedDraftOfferMessage } from './unsaved-changes.ts';

describe('unsaved changes', () => {
  it('offers a kept post or page with its es-ES date and time in Madrid', () => {
    expect(unsavedDraftOfferMessage('post', '2024-03-05T13:07:00Z')).toBe(
      'Tienes una versión sin guardar de este post del 05/03/2024, 14:07. ¿Recuperarla?',
    );
    expect(unsavedDraftOfferMessage('page', new Date('2024-07-01T08:30:00Z'))).toBe(
      'Tienes una versión sin guardar de esta página del 01/07/2024, 10:30. ¿Recuperarla?',
    );
  });

  it('asks before leaving in Spanish', () => {
    expect(UNSAVED_CHANGES_MESSAGES.leaveTitle).toBe('¿Salir sin guardar?');
    expect(UNSAVED_CHANGES_MESSAGES.stay).toBe('Seguir editando');
  });
});
