import { PASSWORD_MESSAGES, validateResetPassword } from '@bitacora/domain';
import { type FormEvent, useState } from 'react';
import { AppLink, ButtonLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { AuthCard, AuthForm, AuthLinks } from '../auth-card/auth-card';
import { NewPasswordFields, useNewPassword } from '../auth-card/new-password-fields';

export type ResetPasswordLinks = { login: string; forgotPassword: string };

export type ResetPasswordScreenProps = {
  /** The token from `?token=`; without one the link cannot work. */
  token: string | null;
  onSubmit: (input: { token: string; password: string }) => void;
  isSubmitting?: boolean;
  result?: 'done' | 'failed' | null;
  links?: Partial<ResetPasswordLinks>;
  onNavigate?: NavigateHandler;
};

const DEFAULT_LINKS: ResetPasswordLinks = { login: '/login', forgotPassword: '/forgot-password' };

/** Reset password: a new password (6+ characters) with its confirmation. */
export function ResetPasswordScreen({
  token,
  onSubmit,
  isSubmitting = false,
  result = null,
  links,
  onNavigate,
}: ResetPasswordScreenProps) {
  const hrefs = { ...DEFAULT_LINKS, ...links };
  const newPassword = useNewPassword();
  const { password, confirmPassword } = newPassword;
  const [validation, setValidation] = useState<string | null>(null);
  const hasToken = Boolean(token?.trim());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue = validateResetPassword({ token, password, confirmPassword });
    setValidation(issue);
    if (!issue && token) onSubmit({ token: token.trim(), password });
  };

  if (result === 'done') {
    return (
      <AuthCard title="Cambiar contraseña">
        <Alert tone="success">{PASSWORD_MESSAGES.resetDone}</Alert>
        <AuthLinks>
          <ButtonLink href={hrefs.login} onNavigate={onNavigate} fullWidth>
            Iniciar sesión
          </ButtonLink>
        </AuthLinks>
      </AuthCard>
    );
  }

  if (!hasToken) {
    return (
      <AuthCard title="Cambiar contraseña">
        <Alert tone="error">{PASSWORD_MESSAGES.resetFailed}</Alert>
        <AuthLinks>
          <AppLink href={hrefs.forgotPassword} onNavigate={onNavigate}>
            Solicitar un enlace nuevo
          </AppLink>
        </AuthLinks>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Cambiar contraseña" intro="Elige una contraseña nueva para tu cuenta.">
      <AuthForm onSubmit={submit} aria-label="Cambiar contraseña">
        {result === 'failed' ? <Alert tone="error">{PASSWORD_MESSAGES.resetFailed}</Alert> : null}
        <NewPasswordFields {...newPassword.fields} validation={validation} />
        <Button type="submit" fullWidth isLoading={isSubmitting} loadingText="Guardando...">
          Cambiar contraseña
        </Button>
      </AuthForm>
      <AuthLinks>
        <AppLink href={hrefs.login} onNavigate={onNavigate}>
          Volver a iniciar sesión
        </AppLink>
      </AuthLinks>
    </AuthCard>
  );
}
