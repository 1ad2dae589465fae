import {
  DEFAULT_PUBLIC_DOMAIN,
  normalizeSubdomain,
  SIGNUP_MESSAGES,
  validateForgotPassword,
  validateSignupDetails,
  validateSubdomain,
} from '@bitacora/domain';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { AppLink, ButtonLink, type NavigateHandler } from '../../../layouts/app-link/app-link';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { TextField } from '../../../primitives/text-field/text-field';
import { tokens } from '../../../tokens/tokens';
import { EmailField } from '../auth-card/account-fields';
import { AuthCard, AuthForm, AuthLinks, CaptchaSlot } from '../auth-card/auth-card';

/** The steps: 1 request code, 2 verify code, 3 details, 4 done. */
export type SignupStep = 1 | 2 | 3 | 4;

export type SignupDetails = {
  email: string;
  name: string;
  password: string;
  blogName: string;
  subdomain: string;
};

export type SignupScreenProps = {
  step: SignupStep;
  /** The email typed on step 1, when the app remounts the screen on a later step. */
  email?: string;
  /** The captcha widget (the app's ALTCHA), shown on step 1. */
  captcha?: ReactNode;
  captchaSolved: boolean;
  /**
   * The failure of each step (docs/product.md#signup-messages): the server's text, or the step's
   * fallback.
   */
  errors?: {
    requestCode?: string | null;
    verifyCode?: string | null;
    createAccount?: string | null;
  };
  /** The current step's button is busy. */
  isSubmitting?: boolean;
  /** The product domain shown after the subdomain, e.g. 'bitacora.es'. */
  publicDomain?: string;
  onRequestCode: (input: { email: string }) => void;
  onVerifyCode: (input: { email: string; code: string }) => void;
  onCreateAccount: (input: SignupDetails) => void;
  /** Back to step 1, to use another email or ask for a new code. */
  onRestart?: () => void;
  /**
   * Step 4's 'Ir a mi panel': the signup signed the new blogger in. Without it, step 4 links to
   * login instead.
   */
  onGoToPanel?: () => void;
  loginHref?: string;
  onNavigate?: NavigateHandler;
};

const StepLabel = styled.p`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
`;

const StepTitle = styled.h2`
  margin-bottom: ${tokens.space['4']};
  font-size: ${tokens.font.sizeLg};

  &:focus {
    outline: none;
  }
`;

const STEP_TITLES: Record<SignupStep, string> = {
  1: 'Tu correo electrónico',
  2: 'Código de verificación',
  3: 'Tu cuenta y tu blog',
  4: 'Cuenta creada',
};

/** Signup: four steps, controlled by the app; each form validates before calling out. */
export function SignupScreen({
  step,
  email: initialEmail = '',
  captcha,
  captchaSolved,
  errors = {},
  isSubmitting = false,
  publicDomain = DEFAULT_PUBLIC_DOMAIN,
  onRequestCode,
  onVerifyCode,
  onCreateAccount,
  onRestart,
  onGoToPanel,
  loginHref = '/login',
  onNavigate,
}: SignupScreenProps) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [details, setDetails] = useState({ name: '', password: '', blogName: '', subdomain: '' });
  const [validation, setValidation] = useState<{ step: SignupStep; message: string } | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);

  // Moving to another step takes the focus to its heading, so screen readers follow.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    titleRef.current?.focus();
  }, [step]);

  const localError = validation?.step === step ? validation.message : null;
  const fail = (message: string) => setValidation({ step, message });

  const requestCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailIssue = validateForgotPassword(email);
    if (emailIssue) return fail(emailIssue);
    // The captcha must be solved before a code can be requested.
    if (!captchaSolved) return fail(SIGNUP_MESSAGES.captchaUnsolved);
    setValidation(null);
    onRequestCode({ email: email.trim() });
  };

  const verifyCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') return fail(SIGNUP_MESSAGES.verifyCode);
    setValidation(null);
    onVerifyCode({ email: email.trim(), code: code.trim() });
  };

  const createAccount = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const subdomain = normalizeSubdomain(details.subdomain);
    const issue = validateSignupDetails({ ...details, subdomain }) ?? validateSubdomain(subdomain);
    if (issue) return fail(issue);
    setValidation(null);
    onCreateAccount({
      email: email.trim(),
      name: details.name.trim(),
      password: details.password,
      blogName: details.blogName.trim(),
      subdomain,
    });
  };

  const restart = () => {
    setCode('');
    setValidation(null);
    onRestart?.();
  };

  const detail = (field: keyof typeof details) => (event: { target: { value: string } }) =>
    setDetails((current) => ({ ...current, [field]: event.target.value }));

  const banner = (serverError: string | null | undefined) => {
    const message = localError ?? serverError;
    return message ? <Alert tone="error">{message}</Alert> : null;
  };

  return (
    <AuthCard title={SIGNUP_MESSAGES.title}>
      <StepLabel>Paso {step} de 4</StepLabel>
      <StepTitle ref={titleRef} tabIndex={-1}>
        {STEP_TITLES[step]}
      </StepTitle>
      {step === 1 ? (
        <AuthForm onSubmit={requestCode} aria-label={STEP_TITLES[1]}>
          {banner(errors.requestCode)}
          <EmailField value={email} onChange={setEmail} />
          <CaptchaSlot>{captcha}</CaptchaSlot>
          <Button type="submit" fullWidth isLoading={isSubmitting} loadingText="Enviando código...">
            Solicitar código
          </Button>
        </AuthForm>
      ) : null}
      {step === 2 ? (
        <AuthForm onSubmit={verifyCode} aria-label={STEP_TITLES[2]}>
          <p>
            Enviamos un código a <strong>{email || 'tu correo'}</strong>.
          </p>
          {banner(errors.verifyCode)}
          <TextField
            label="Código"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" fullWidth isLoading={isSubmitting} loadingText="Verificando...">
            Verificar código
          </Button>
          {onRestart ? (
            <Button type="button" variant="ghost" fullWidth onClick={restart}>
              Usar otro correo o pedir un código nuevo
            </Button>
          ) : null}
        </AuthForm>
      ) : null}
      {step === 3 ? (
        <AuthForm onSubmit={createAccount} aria-label={STEP_TITLES[3]}>
          {banner(errors.createAccount)}
          <TextField
            label="Nombre"
            name="name"
            autoComplete="name"
            required
            value={details.name}
            onChange={detail('name')}
          />
          <TextField
            label="Contraseña"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            hint="Al menos 6 caracteres."
            value={details.password}
            onChange={detail('password')}
          />
          <TextField
            label="Nombre del blog"
            name="blogName"
            required
            value={details.blogName}
            onChange={detail('blogName')}
          />
          <TextField
            label="Subdominio"
            name="subdomain"
            autoCapitalize="none"
            spellCheck={false}
            required
            hint={`Tu blog estará en ${normalizeSubdomain(details.subdomain) || 'tu-blog'}.${publicDomain}`}
            suffix={<DomainSuffix>.{publicDomain}</DomainSuffix>}
            value={details.subdomain}
            onChange={detail('subdomain')}
          />
          <Button type="submit" fullWidth isLoading={isSubmitting} loadingText="Creando cuenta...">
            Crear cuenta
          </Button>
        </AuthForm>
      ) : null}
      {step === 4 ? (
        <>
          <Alert tone="success">{SIGNUP_MESSAGES.done}</Alert>
          <Done>
            {onGoToPanel ? (
              <Button type="button" fullWidth onClick={onGoToPanel}>
                Ir a mi panel
              </Button>
            ) : (
              <ButtonLink href={loginHref} onNavigate={onNavigate} fullWidth>
                Iniciar sesión
              </ButtonLink>
            )}
          </Done>
        </>
      ) : (
        <AuthLinks>
          <span>
            ¿Ya tienes cuenta?{' '}
            <AppLink href={loginHref} onNavigate={onNavigate}>
              Inicia sesión
            </AppLink>
          </span>
        </AuthLinks>
      )}
    </AuthCard>
  );
}

const DomainSuffix = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${tokens.space['3']};
  border: 1px solid ${tokens.color.borderStrong};
  border-left: 0;
  border-radius: 0 ${tokens.radius.md} ${tokens.radius.md} 0;
  background: ${tokens.color.surface};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
  white-space: nowrap;
`;

const Done = styled.div`
  margin-top: ${tokens.space['5']};
`;
