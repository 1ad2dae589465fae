import {
  authEndpoints,
  isApiError,
  type LoginStep,
  type SessionUser,
  systemEndpoints,
  type TwoFactorEnrolment,
} from '@bitacora/api';
import { LOGIN_MESSAGES, loginErrorMessage, TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import { LoginScreen } from '@bitacora/ui';
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { serverText } from '../../api/call-failure.ts';
import { useApiGroups } from '../../api/use-api-groups.ts';
import { useToast } from '../../feedback/feedback.tsx';
import { NEXT_PARAM, nextPathFor } from '../../guard.ts';
import { activeBlogAtom, authTokenAtom, authUserAtom } from '../../session/session-atoms.ts';
import { RouteLoading } from '../../shell/route-loading.tsx';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { deviceId } from './device-id.ts';
import { pendingSignInOf } from './enter-panel.ts';
import { landingPathFor, loginFailureMessage, readLoginAnswer } from './login-outcome.ts';

/**
 * The captcha is asked only of an account under attack: its widget (and its proof-of-work
 * code) loads then, not with every login screen.
 */
const CaptchaWidget = lazy(() =>
  import('./captcha-widget.tsx').then((module) => ({ default: module.CaptchaWidget })),
);

/** The login's only calls: signing in, its steps, the unlock link and the server's health. */
const LOGIN_CALLS = { auth: authEndpoints, system: systemEndpoints };

/** Asked for as the password goes out, so the step is there by the time the server asks for it. */
const loadLoginStep = () => import('./login-step.tsx');
const LoginStepScreen = lazy(() =>
  loadLoginStep().then((module) => ({ default: module.LoginStepScreen })),
);

/** The lock mail's link lands here with its token (`/login?desbloquear=…`). */
const UNLOCK_PARAM = 'desbloquear';

const asksForCaptcha = (failure: unknown) =>
  isApiError(failure) &&
  failure.kind === 'http' &&
  failure.status === 403 &&
  (failure.body as { captchaRequired?: unknown } | undefined)?.captchaRequired === true;

/** A sign-in past its password, waiting for its next step. */
type Pending = {
  step: LoginStep;
  challenge: string;
  email: string;
  enrolment: TwoFactorEnrolment | null;
  /** Step 'enrol' done: the codes to show, and the session to store after them. */
  recoveryCodes: string[] | null;
  signedIn: { token: string; user: SessionUser } | null;
};

/**
 * Login: signs in, stores the session and goes where the role lands, or back to the panel
 * address the guard sent the visitor here from (`?next=`) when the role may open it. A sign-in
 * that needs a second step (two-factor, a code mailed to a new device, or enrolling because it
 * is required) shows that step before the session is stored.
 */
export default function LoginRoute() {
  const api = useApiGroups(LOGIN_CALLS);
  const navigate = useNavigate();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const next = searchParams.get(NEXT_PARAM);
  const setToken = useSetAtom(authTokenAtom);
  const setUser = useSetAtom(authUserAtom);
  const setActiveBlog = useSetAtom(activeBlogAtom);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isDemo, setIsDemo] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Asked by the server after many failures on the account; a payload is good for one try.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const unlockToken = searchParams.get(UNLOCK_PARAM);

  // The lock mail's link: lift the captcha once, then drop the token from the address bar
  // (the answer may arrive after that, so it is not tied to the token's presence).
  useEffect(() => {
    if (!unlockToken) return;
    api.auth.unlock({ token: unlockToken }).then(
      () => setNotice(LOGIN_MESSAGES.unlocked),
      () => setError(LOGIN_MESSAGES.unlockInvalid),
    );
    navigate(
      { search: next ? `?${NEXT_PARAM}=${encodeURIComponent(next)}` : '' },
      { replace: true },
    );
  }, [api, unlockToken, navigate, next]);
  // A signup or an accepted invitation whose account still has a step hands it over here.
  const location = useLocation();
  const [pending, setPending] = useState<Pending | null>(() => {
    const handed = pendingSignInOf(location.state);
    return handed && { ...handed, enrolment: null, recoveryCodes: null, signedIn: null };
  });

  useEffect(() => {
    let cancelled = false;
    api.system.getHealth().then(
      (health) => {
        if (!cancelled) setIsDemo(health.demo === true);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  const challenge = pending?.step === 'enrol' ? pending.challenge : null;
  useEffect(() => {
    if (!challenge) return;
    let cancelled = false;
    api.auth.enrolAtLogin({ challenge }).then(
      (enrolment) => {
        if (!cancelled) setPending((current) => current && { ...current, enrolment });
      },
      (failure: unknown) => {
        if (!cancelled) setError(serverText(failure) ?? TWO_FACTOR_MESSAGES.actionFailed);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, challenge]);

  const forgetPartialSession = () => {
    try {
      setToken(null);
      setUser(null);
    } catch (failure) {
      console.error('No se pudo limpiar la sesión', failure);
    }
  };

  const finish = (signedIn: { token: string; user: SessionUser }) => {
    try {
      // A new session starts without the previous one's blog.
      setActiveBlog(null);
      setToken(signedIn.token);
      setUser(signedIn.user);
    } catch (failure) {
      console.error('No se pudo guardar la sesión', failure);
      forgetPartialSession();
      setPending(null);
      setError(loginErrorMessage({ kind: 'storage' }));
      setIsSubmitting(false);
      return;
    }
    navigate(nextPathFor(next, signedIn.user, landingPathFor(signedIn.user)), { replace: true });
  };

  const submit = async (credentials: { email: string; password: string }) => {
    void loadLoginStep();
    setIsSubmitting(true);
    setError(null);
    let outcome: ReturnType<typeof readLoginAnswer>;
    const sent = captchaAsked && captcha ? { ...credentials, captcha } : credentials;
    // A solved captcha is good for one try: the widget starts over for the next.
    if (sent !== credentials) setCaptchaReset((key) => key + 1);
    try {
      const answer = await api.auth.login({ ...sent, device: deviceId() });
      if ('step' in answer && answer.step) {
        setPending({
          step: answer.step,
          challenge: answer.challenge,
          email: credentials.email,
          enrolment: null,
          recoveryCodes: null,
          signedIn: null,
        });
        setIsSubmitting(false);
        return;
      }
      outcome = readLoginAnswer(answer as Parameters<typeof readLoginAnswer>[0]);
    } catch (failure) {
      if (asksForCaptcha(failure)) setCaptchaAsked(true);
      outcome = { ok: false, message: loginFailureMessage(failure) };
    }
    if (!outcome.ok) {
      setError(outcome.message);
      setIsSubmitting(false);
      return;
    }
    finish(outcome);
  };

  const verify = async (code: string) => {
    if (!pending) return;
    setIsSubmitting(true);
    setError(null);
    try {
      const answer = await api.auth.verifyLogin({ challenge: pending.challenge, code });
      const signedIn = { token: answer.token, user: answer.user };
      if (answer.recoveryCodes && answer.recoveryCodes.length > 0) {
        setPending({ ...pending, recoveryCodes: answer.recoveryCodes, signedIn });
        setIsSubmitting(false);
        return;
      }
      finish(signedIn);
    } catch (failure) {
      setError(serverText(failure) ?? loginFailureMessage(failure));
      setIsSubmitting(false);
    }
  };

  if (pending)
    return (
      <Suspense fallback={<RouteLoading />}>
        <LoginStepScreen
          step={pending.step}
          email={pending.email}
          enrolment={pending.enrolment}
          recoveryCodes={pending.recoveryCodes}
          onSubmit={(code) => void verify(code)}
          isSubmitting={isSubmitting}
          error={error}
          onBack={() => {
            setPending(null);
            setError(null);
          }}
          onContinue={() => {
            if (pending.signedIn) finish(pending.signedIn);
          }}
          onCopied={() => toast(TWO_FACTOR_MESSAGES.copied)}
        />
      </Suspense>
    );

  return (
    <LoginScreen
      onSubmit={(credentials) => void submit(credentials)}
      isSubmitting={isSubmitting}
      error={error}
      notice={notice}
      captcha={
        captchaAsked ? (
          <Suspense fallback={null}>
            <CaptchaWidget onChange={setCaptcha} resetKey={captchaReset} />
          </Suspense>
        ) : undefined
      }
      captchaSolved={captcha !== null}
      demoAccounts={isDemo ? DEMO_ACCOUNTS : undefined}
      onNavigate={({ href }) => navigate(href)}
    />
  );
}
