import { loginErrorMessage } from '@bitacora/domain';
import { LoginScreen } from '@bitacora/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { DEMO_ACCOUNTS } from '../../auth/demo-accounts.ts';
import { landingPathFor, loginFailureMessage, readLoginAnswer } from '../../auth/login-outcome.ts';
import { activeBlogAtom, authTokenAtom, authUserAtom } from '../../session/session-atoms.ts';
import { NEXT_PARAM, nextPathFor } from '../guard.ts';

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
    try {
      outcome = readLoginAnswer(await api.auth.login(credentials));
    } catch (failure) {
      outcome = { ok: false, message: loginFailureMessage(failure) };
    }
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
      demoAccounts={isDemo ? DEMO_ACCOUNTS : undefined}
      onNavigate={({ href }) => navigate(href)}
    />
  );
}
