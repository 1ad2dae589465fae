import type { InvitationPreview } from '@bitacora/api';
import {
  INVITATION_MESSAGES,
  PASSWORD_MESSAGES,
  ROLE_LABELS,
  validateResetPassword,
} from '@bitacora/domain';
import { type FormEvent, useState } from 'react';
import { AppLink, ButtonLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { Spinner } from '../../../primitives/spinner/spinner';
import { CurrentPasswordField } from '../auth-card/account-fields';
import { AuthCard, AuthForm, AuthLinks } from '../auth-card/auth-card';
import { NewPasswordFields, useNewPassword } from '../auth-card/new-password-fields';

export type InvitationScreenProps = {
  /** The token from `?token=`; without one the link cannot work. */
  token: string | null;
  /** `loading` while the invitation is read; `refused` when the link does not work. */
  status: 'loading' | 'ready' | 'refused' | 'done';
  invitation?: InvitationPreview | null;
  /** Why the link does not work (used, expired, unknown), or why accepting failed. */
  error?: string | null;
  isSubmitting?: boolean;
  onSubmit: (input: { token: string; password: string }) => void;
  /** 'Ir a mi panel' once accepted: the acceptance signed the person in. Without it, to login. */
  onGoToPanel?: () => void;
  links?: Partial<{ login: string }>;
  onNavigate?: NavigateHandler;
};

const TITLE = 'Invitación';

/**
 * The mailed invitation link: a new person chooses a password (the user form's rules); an email
 * that already has an account confirms with its password. Then into the panel (or to login).
 */
export function InvitationScreen({
  token,
  status,
  invitation,
  error,
  isSubmitting = false,
  onSubmit,
  onGoToPanel,
  links,
  onNavigate,
}: InvitationScreenProps) {
  const login = links?.login ?? '/login';
  const newPassword = useNewPassword();
  const { password, confirmPassword, setPassword } = newPassword;
  const [validation, setValidation] = useState<string | null>(null);

  if (!token?.trim() || status === 'refused') {
    return (
      <AuthCard title={TITLE}>
        <Alert tone="error">{error || INVITATION_MESSAGES.invalid}</Alert>
        <AuthLinks>
          <AppLink href={login} onNavigate={onNavigate}>
            Ir a iniciar sesión
          </AppLink>
        </AuthLinks>
      </AuthCard>
    );
  }

  if (status === 'loading' || !invitation) {
    return (
      <AuthCard title={TITLE}>
        <Spinner label="Cargando invitación..." showLabel />
      </AuthCard>
    );
  }

  const blogName = invitation.blogName;
  if (status === 'done') {
    return (
      <AuthCard title={`Bienvenido a «${blogName}»`}>
        <Alert tone="success">{INVITATION_MESSAGES.accepted(blogName)}</Alert>
        <AuthLinks>
          {onGoToPanel ? (
            <Button type="button" fullWidth onClick={onGoToPanel}>
              Ir a mi panel
            </Button>
          ) : (
            <ButtonLink href={login} onNavigate={onNavigate} fullWidth>
              Iniciar sesión
            </ButtonLink>
          )}
        </AuthLinks>
      </AuthCard>
    );
  }

  const existing = invitation.existingAccount;
  const role = ROLE_LABELS[invitation.role].toLowerCase();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue = existing
      ? password === ''
        ? PASSWORD_MESSAGES.required
        : null
      : validateResetPassword({ token, password, confirmPassword });
    setValidation(issue);
    if (!issue) onSubmit({ token: token.trim(), password });
  };

  return (
    <AuthCard
      title={`Únete a «${blogName}»`}
      intro={
        existing
          ? `Te invitaron como ${role}. Ya tienes una cuenta con ${invitation.email}: escribe su contraseña para unirte al blog.`
          : `Te invitaron como ${role}. Elige una contraseña para tu cuenta ${invitation.email}.`
      }
    >
      <AuthForm onSubmit={submit} aria-label="Aceptar la invitación">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {existing ? (
          <CurrentPasswordField value={password} onChange={setPassword} error={validation} />
        ) : (
          <NewPasswordFields {...newPassword.fields} validation={validation} />
        )}
        <Button type="submit" fullWidth isLoading={isSubmitting} loadingText="Guardando...">
          Aceptar invitación
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
