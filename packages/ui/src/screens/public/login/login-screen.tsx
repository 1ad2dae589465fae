import { LOGIN_MESSAGES, ROLE_LABELS, type Role, validateLogin } from '@bitacora/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { AppLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { tokens } from '../../../tokens/tokens';
import { CurrentPasswordField, EmailField } from '../auth-card/account-fields';
import { AuthCard, AuthForm, AuthLinks, CaptchaSlot } from '../auth-card/auth-card';

export type DemoAccount = { role: Role; email: string; password: string };

export type LoginLinks = { forgotPassword: string; signup: string };

export type LoginScreenProps = {
  /** Called with the trimmed email once both fields are filled. */
  onSubmit: (credentials: { email: string; password: string }) => void;
  isSubmitting?: boolean;
  /** The login failure (docs/product.md#login-messages) to show above the form. */
  error?: string | null;
  /** Good news to show above the form (the account was unlocked). */
  notice?: string | null;
  /**
   * The captcha widget, given once the server asks for it (many failures on the account);
   * the form is not sent until it is solved.
   */
  captcha?: ReactNode;
  captchaSolved?: boolean;
  /** Test credentials; the block is shown only when given. */
  demoAccounts?: readonly DemoAccount[];
  links?: Partial<LoginLinks>;
  onNavigate?: NavigateHandler;
};

const DEFAULT_LINKS: LoginLinks = { forgotPassword: '/forgot-password', signup: '/signup' };

const Demo = styled.section`
  margin-top: ${tokens.space['6']};
  padding: ${tokens.space['4']};
  border: 1px dashed ${tokens.color.borderStrong};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  font-size: ${tokens.font.sizeSm};

  h2 {
    margin-bottom: ${tokens.space['2']};
    font-size: ${tokens.font.sizeSm};
  }

  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${tokens.space['1']} ${tokens.space['3']};
    margin: 0;
  }

  dt {
    font-weight: ${tokens.font.weightSemibold};
  }

  dl + dl {
    margin-top: ${tokens.space['3']};
    padding-top: ${tokens.space['3']};
    border-top: 1px solid ${tokens.color.border};
  }

  dd {
    margin: 0;
    font-family: ${tokens.font.familyMono};
    overflow-wrap: anywhere;
  }
`;

/** Login: email and password, the error banner and the links to recover or sign up. */
export function LoginScreen({
  onSubmit,
  isSubmitting = false,
  error,
  notice,
  captcha,
  captchaSolved = false,
  demoAccounts,
  links,
  onNavigate,
}: LoginScreenProps) {
  const hrefs = { ...DEFAULT_LINKS, ...links };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [validation, setValidation] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = validateLogin({ email, password });
    if (!check.ok) {
      setValidation(check.message);
      return;
    }
    if (captcha && !captchaSolved) {
      setValidation(LOGIN_MESSAGES.captchaRequired);
      return;
    }
    setValidation(null);
    onSubmit({ email: check.email, password: check.password });
  };

  const message = validation ?? error;

  return (
    <AuthCard title="Iniciar sesión" intro="Entra para gestionar tu blog.">
      <AuthForm onSubmit={submit} aria-label="Iniciar sesión">
        {message ? <Alert tone="error">{message}</Alert> : null}
        {notice && !message ? <Alert tone="success">{notice}</Alert> : null}
        <EmailField value={email} onChange={setEmail} />
        <CurrentPasswordField value={password} onChange={setPassword} />
        {captcha ? <CaptchaSlot>{captcha}</CaptchaSlot> : null}
        <Button type="submit" fullWidth isLoading={isSubmitting} loadingText="Iniciando sesión...">
          Iniciar sesión
        </Button>
      </AuthForm>
      <AuthLinks>
        <AppLink href={hrefs.forgotPassword} onNavigate={onNavigate}>
          ¿Olvidaste tu contraseña?
        </AppLink>
        <span>
          ¿No tienes cuenta?{' '}
          <AppLink href={hrefs.signup} onNavigate={onNavigate}>
            Regístrate
          </AppLink>
        </span>
      </AuthLinks>
      {demoAccounts && demoAccounts.length > 0 ? (
        <Demo aria-labelledby="login-demo-title">
          <h2 id="login-demo-title">Credenciales de prueba</h2>
          {demoAccounts.map((account) => (
            <dl key={account.email}>
              <dt>Rol</dt>
              <dd>{ROLE_LABELS[account.role]}</dd>
              <dt>Correo</dt>
              <dd>{account.email}</dd>
              <dt>Contraseña</dt>
              <dd>{account.password}</dd>
            </dl>
          ))}
        </Demo>
      ) : null}
    </AuthCard>
  );
}
