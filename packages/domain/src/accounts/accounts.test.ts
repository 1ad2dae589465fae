import { describe, expect, it } from 'vitest';
import {
  passwordLength,
  validateForgotPassword,
  validateInvitationEmail,
  validateLogin,
  validatePasswordLength,
  validateResetPassword,
  validateSignupDetails,
  validateUserForm,
} from './accounts.ts';

const SHORT = 'La contraseña debe tener al menos 6 caracteres';
const MISMATCH = 'Las contraseñas no coinciden';

describe('password length (5/6)', () => {
  it('refuses 5 characters and accepts 6', () => {
    expect(validatePasswordLength('12345')).toBe(SHORT);
    expect(validatePasswordLength('123456')).toBeNull();
  });

  it('counts ñ and emoji once', () => {
    expect(passwordLength('ñandú')).toBe(5);
    expect(validatePasswordLength('🔒🔒🔒')).toBe(SHORT);
    expect(validatePasswordLength('año🔒🔒🔒')).toBeNull();
  });
});

describe('validateLogin', () => {
  const message = 'Por favor ingresa tu correo y contraseña';

  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: 'x' })).toEqual({ ok: false, message });
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual({ ok: false, message });
    expect(validateLogin({ email: 'a@b.es', password: '' })).toEqual({ ok: false, message });
  });

  it('trims the email, not the password', () => {
    expect(validateLogin({ email: '  ana@correo.es ', password: ' clave ' })).toEqual({
      ok: true,
      email: 'ana@correo.es',
      password: ' clave ',
    });
  });
});

describe('validateUserForm', () => {
  const base = { email: 'ana@correo.es', password: 'secreto', confirmPassword: 'secreto' };

  it('accepts a valid creation', () => {
    expect(validateUserForm({ mode: 'create', ...base })).toEqual({});
  });

  it('requires the email', () => {
    expect(validateUserForm({ mode: 'edit', ...base, email: ' ' })).toEqual({
      email: 'El email es obligatorio',
    });
  });

  it('requires a password when creating', () => {
    expect(
      validateUserForm({ mode: 'create', ...base, password: '', confirmPassword: '' }),
    ).toEqual({ password: 'La contraseña es obligatoria' });
  });

  it('does not check a blank password when editing', () => {
    expect(validateUserForm({ mode: 'edit', ...base, password: '', confirmPassword: 'x' })).toEqual(
      {},
    );
    expect(
      validateUserForm({ mode: 'edit', ...base, password: '   ', confirmPassword: '' }),
    ).toEqual({});
  });

  it('checks confirmation and length when a password is given (edit too)', () => {
    expect(
      validateUserForm({ mode: 'edit', ...base, password: '12345', confirmPassword: '12345' }),
    ).toEqual({ password: SHORT });
    expect(
      validateUserForm({ mode: 'edit', ...base, password: '123456', confirmPassword: '123456' }),
    ).toEqual({});
    const both = validateUserForm({
      mode: 'create',
      ...base,
      password: '12345',
      confirmPassword: '1234',
    });
    expect(both).toEqual({ password: SHORT, confirmPassword: MISMATCH });
  });
});

describe('password recovery', () => {
  it('forgot password requires the email', () => {
    expect(validateForgotPassword('')).toBe('El email es obligatorio');
    expect(validateForgotPassword(' ')).toBe('El email es obligatorio');
    expect(validateForgotPassword('ana@correo.es')).toBeNull();
  });

  it('reset password requires a token and a 6-character password', () => {
    expect(validateResetPassword({ token: 'abc', password: '' })).toBe(
      'La contraseña es obligatoria',
    );
    expect(validateResetPassword({ token: 'abc', password: '12345' })).toBe(SHORT);
    expect(validateResetPassword({ token: 'abc', password: '123456' })).toBeNull();
    // Too short is said before a missing or different confirmation.
    expect(validateResetPassword({ token: 'abc', password: 'abc', confirmPassword: '' })).toBe(
      SHORT,
    );
    expect(validateResetPassword({ token: 'abc', password: 'abc', confirmPassword: 'abd' })).toBe(
      SHORT,
    );
    expect(validateResetPassword({ token: null, password: '123456' })).toBe(
      'El enlace es inválido o expiró.',
    );
    expect(validateResetPassword({ token: ' ', password: '123456' })).toBe(
      'El enlace es inválido o expiró.',
    );
  });

  it('reset password checks an optional confirmation', () => {
    expect(
      validateResetPassword({ token: 't', password: '123456', confirmPassword: '123457' }),
    ).toBe(MISMATCH);
    expect(
      validateResetPassword({ token: 't', password: '123456', confirmPassword: '123456' }),
    ).toBeNull();
  });
});

describe('validateSignupDetails (step 3)', () => {
  const base = { name: 'Ana', password: 'secreto', blogName: 'Mi Blog', subdomain: 'miblog' };

  it('requires every field', () => {
    for (const field of ['name', 'password', 'blogName', 'subdomain'] as const) {
      expect(validateSignupDetails({ ...base, [field]: '' })).toBe(
        'Todos los campos son obligatorios',
      );
    }
  });

  it('applies the password minimum', () => {
    expect(validateSignupDetails({ ...base, password: '12345' })).toBe(SHORT);
    expect(validateSignupDetails(base)).toBeNull();
  });
});

describe('validateInvitationEmail', () => {
  it('requires an email that looks like one', () => {
    expect(validateInvitationEmail(' ')).toBe('El email es obligatorio');
    expect(validateInvitationEmail('ana')).toBe('El email no es válido');
    expect(validateInvitationEmail(' ana@correo.es ')).toBeNull();
  });
});
