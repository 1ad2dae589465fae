import { PASSWORD_MESSAGES } from '@bitacora/domain';
import { useState } from 'react';
import { TextField } from '../../../primitives/text-field/text-field';

export type NewPasswordFieldsProps = {
  password: string;
  confirmPassword: string;
  /** The form's password issue: a mismatch shows under the confirmation, the rest under the first. */
  validation: string | null;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
};

/** A new password typed twice (reset, invitation), with the domain's rules as the hint. */
export function NewPasswordFields({
  password,
  confirmPassword,
  validation,
  onPasswordChange,
  onConfirmPasswordChange,
}: NewPasswordFieldsProps) {
  const isMismatch = validation === PASSWORD_MESSAGES.mismatch;
  return (
    <>
      <TextField
        label="Nueva contraseña"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={6}
        hint="Al menos 6 caracteres."
        error={isMismatch ? null : validation}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <TextField
        label="Confirmar contraseña"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={isMismatch ? validation : null}
        value={confirmPassword}
        onChange={(event) => onConfirmPasswordChange(event.target.value)}
      />
    </>
  );
}

/**
 * A new password and its confirmation as a form holds them: `fields` goes to NewPasswordFields,
 * beside the form's own validation.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const fields = {
    password,
    confirmPassword,
    onPasswordChange: setPassword,
    onConfirmPasswordChange: setConfirmPassword,
  } satisfies Omit<NewPasswordFieldsProps, 'validation'>;
  return { password, confirmPassword, setPassword, fields };
}
