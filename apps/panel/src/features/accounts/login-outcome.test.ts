import { ApiError } from '@bitacora/api';
import { describe, expect, it } from 'vitest';
import { landingPathFor, loginFailureMessage, readLoginAnswer } from './login-outcome.ts';

const user = {
  id: 1,
  uuid: '0b7c6a0e-5d8f-4a1e-9a57-3e8f2b1c4d5e',
  email: 'a@b.es',
  name: 'A',
  role: 'ADMIN' as const,
};

describe('readLoginAnswer', () => {
  it('takes the token and the user of a successful answer', () => {
    expect(readLoginAnswer({ success: true, token: 't', user })).toEqual({
      ok: true,
      token: 't',
      user,
    });
  });

  it('shows the server error of success: false, else the authentication fallback', () => {
    expect(readLoginAnswer({ success: false, error: 'Cuenta bloqueada' })).toEqual({
      ok: false,
      message: 'Cuenta bloqueada',
    });
    expect(readLoginAnswer({ success: false })).toEqual({
      ok: false,
      message: 'Error en la autenticación. Por favor, verifica tus credenciales.',
    });
  });

  it('calls an answer without token or user incomplete', () => {
    const incomplete = 'Respuesta del servidor incompleta. Por favor, intenta nuevamente.';
    expect(readLoginAnswer({ success: true, user })).toEqual({ ok: false, message: incomplete });
    expect(readLoginAnswer({ success: true, token: 't' })).toEqual({
      ok: false,
      message: incomplete,
    });
    expect(readLoginAnswer(null)).toEqual({ ok: false, message: incomplete });
  });
});

describe('loginFailureMessage', () => {
  const http = (status: number, body?: unknown) =>
    new ApiError({ kind: 'http', status, error: 'x', body });

  it('maps each failure to its message', () => {
    expect(loginFailureMessage(http(401, { error: 'No' }))).toBe('Correo o contraseña incorrectos');
    expect(loginFailureMessage(http(503))).toBe(
      'Error en el servidor. Por favor, inténtalo más tarde.',
    );
    expect(loginFailureMessage(http(429, { error: 'Demasiados intentos.' }))).toBe(
      'Demasiados intentos.',
    );
    expect(loginFailureMessage(new ApiError({ kind: 'timeout', status: 0, error: 'x' }))).toBe(
      'El servidor está tardando demasiado en responder. Por favor, verifica tu conexión.',
    );
    expect(loginFailureMessage(new ApiError({ kind: 'network', status: 0, error: 'x' }))).toBe(
      'Error de conexión. Por favor, verifica tu conexión a internet.',
    );
    expect(loginFailureMessage(new TypeError('failed'))).toBe(
      'Error de conexión. Por favor, verifica tu conexión a internet.',
    );
  });
});

describe('landingPathFor', () => {
  it('sends SUPER_ADMIN to its blog list and the others to the dashboard', () => {
    expect(landingPathFor({ role: 'SUPER_ADMIN' })).toBe('/super-admin/blogs');
    expect(landingPathFor({ role: 'ADMIN' })).toBe('/cms/dashboard');
    expect(landingPathFor({ role: 'AUTHOR' })).toBe('/cms/dashboard');
  });
});
