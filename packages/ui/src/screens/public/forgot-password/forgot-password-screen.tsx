import { PASSWORD_MESSAGES, validateForgotPassword } from '@bitacora/domain';
import { type FormEvent, useState } from 'react';
import { AppLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { EmailField } from '../auth-card/account-fields';
import { AuthCard, AuthForm, AuthLinks } from '../auth-card/auth-card';

export type ForgotPasswordScreenProps = {
  onSubmit: (input: { email: string }) => void;
  isSubmitting?: boolean;
  /** 'sent' shows the neutral confirmation; 'failed' its error. */
  result?: 'sent' | 'failed' | null;
  loginHref?: string;
  onNavigate?: NavigateHandler;
};

/** Forgot password: an email and 'Enviar enlace'. */
export function ForgotPasswordScreen({
  onSubmit,
  isSubmitting = false,
  result = null,
  loginHref = '/login',
  onNavigate,
}: ForgotPasswordScreenProps) {
  const [email, setEmail] = useState('');
  const [validation, setValidation] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue = validateForgotPassword(email);
    setValidation(issue);
    if (!issue) onSubmit({ email: email.trim() });
  };

  return (
    <AuthCard
      title="Recuperar contraseña"
      intro="Escribe tu correo y te enviaremos un enlace para restablecer tu contraseña."
    >
      <AuthForm onSubmit={submit} aria-label="Recuperar contraseña">
        {result === 'sent' ? <Alert tone="success">{PASSWORD_MESSAGES.forgotSent}</Alert> : null}
        {result === 'failed' ? <Alert tone="error">{PASSWORD_MESSAGES.forgotFailed}</Alert> : null}
        <EmailField value={email} onChange={setEmail} error={validation} />
        <Button type="submit" fullWidth isLoading={isSubmitting} loadingText="Enviando...">
          Enviar enlace
        </Button>
      </AuthForm>
      <AuthLinks>
        <AppLink href={loginHref} onNavigate={onNavigate}>
          Volver a iniciar sesión
        </AppLink>
      </AuthLinks>
    </AuthCard>
  );
}
