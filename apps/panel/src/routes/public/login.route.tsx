import { isApiError } from '@bitacora/api';
import { LOGIN_MESSAGES, loginErrorMessage } from '@bitacora/domain';
import { LoginScreen } from '@bitacora/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { CaptchaWidget } from '../../auth/captcha-widget.tsx';
import { DEMO_ACCOUNTS } from '../../auth/demo-accounts.ts';
import { landingPathFor, loginFailureMessage, readLoginAnswer } from '../../auth/login-outcome.ts';
import { activeBlogAtom, authTokenAtom, authUserAtom } from '../../session/session-atoms.ts';
import { NEXT_PARAM, nextPathFor } from '../guard.ts';

/** The lock mail's link lands here with its token (`/login?desbloquear=…`). */
const UNLOCK_PARAM = 'desbloquear';

const asksForCaptcha = (failure: unknown) =>
  isApiError(failure) &&
  failure.kind === 'http' &&
  failure.status === 403 &&
  (failure.body as { captchaRequired?: unknown } | undefined)?.captchaRequired === true;

/**
 * Login: signs in, stores the session and goes where the role lands, or back to the panel
 * address the guard sent the visitor here from (`?next=`) when the role may open it.
 */
export default function LoginRoute() {
  const api = useApi();
  const navigate = useNavigate();
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

  const forgetPartialSession = () => {
    try {
      setToken(null);
      setUser(null);
    } catch (failure) {
      console.error('No se pudo limpiar la sesión', failure);
    }
  };

  const submit = async (credentials: { email: string; password: string }) => {
    setIsSubmitting(true);
    setError(null);
    let outcome: ReturnType<typeof readLoginAnswer>;
    const sent = captchaAsked && captcha ? { ...credentials, captcha } : credentials;
    try {
      outcome = readLoginAnswer(await api.auth.login(sent));
    } catch (failure) {
      if (asksForCaptcha(failure)) setCaptchaAsked(true);
      outcome = { ok: false, message: loginFailureMessage(failure) };
    }
    if (sent !== credentials) setCaptchaReset((key) => key + 1);
    if (!outcome.ok) {
      setError(outcome.message);
      setIsSubmitting(false);
      return;
    }
    try {
      // A new session starts without the previous one's blog.
      setActiveBlog(null);
      setToken(outcome.token);
      setUser(outcome.user);
    } catch (failure) {
      console.error('No se pudo guardar la sesión', failure);
      forgetPartialSession();
      setError(loginErrorMessage({ kind: 'storage' }));
      setIsSubmitting(false);
      return;
    }
    navigate(nextPathFor(next, outcome.user, landingPathFor(outcome.user)), { replace: true });
  };

  return (
    <LoginScreen
      onSubmit={(credentials) => void submit(credentials)}
      isSubmitting={isSubmitting}
      error={error}
      notice={notice}
      captcha={
        captchaAsked ? <CaptchaWidget onChange={setCaptcha} resetKey={captchaReset} /> : undefined
      }
      captchaSolved={captcha !== null}
      demoAccounts={isDemo ? DEMO_ACCOUNTS : undefined}
      onNavigate={({ href }) => navigate(href)}
    />
  );
}
