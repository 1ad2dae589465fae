import { TextField } from '../../../primitives/text-field/text-field';

export type AccountFieldProps = {
  value: string;
  /** Every change, as the text typed. */
  onChange: (value: string) => void;
  error?: string | null;
};

/** The account's email address (sign in, sign up, a forgotten password). */
export function EmailField({ value, onChange, error }: AccountFieldProps) {
  return (
    <TextField
      label="Correo electrónico"
      type="email"
      name="email"
      autoComplete="email"
      required
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The password the account already has (sign in, an invitation to an existing account). */
export function CurrentPasswordField({ value, onChange, error }: AccountFieldProps) {
  return (
    <TextField
      label="Contraseña"
      type="password"
      name="password"
      autoComplete="current-password"
      required
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
