import { isApiError, type SignupResponse } from '@bitacora/api';
import { type SignupStep as FailedStep, signupErrorMessage } from '@bitacora/domain';
import { type SignupDetails, SignupScreen, type SignupStep } from '@bitacora/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { CaptchaWidget } from './captcha-widget.tsx';
import { deviceId } from './device-id.ts';
import { useEnterPanel } from './enter-panel.ts';

type Errors = {
  requestCode?: string | null;
  verifyCode?: string | null;
  createAccount?: string | null;
};

const bodyOf = (error: unknown) => (isApiError(error) ? error.body : undefined);

/**
 * Where a signup in progress is kept, so a reload on the code or details step returns there.
 * Only the step and the email: never the password nor the code.
 */
const PROGRESS_KEY = 'bitacora.signup';

type Progress = { step: 2 | 3; email: string };

function readProgress(): Progress | null {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(PROGRESS_KEY) ?? 'null') as unknown;
    if (typeof raw !== 'object' || raw === null) return null;
    const { step, email } = raw as Record<string, unknown>;
    if ((step !== 2 && step !== 3) || typeof email !== 'string' || email === '') return null;
    return { step, email };
  } catch {
    // A private window may refuse storage, or the value may be damaged: start from step 1.
    return null;
  }
}

function writeProgress(progress: Progress | null) {
  try {
    if (progress) window.sessionStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
    else window.sessionStorage.removeItem(PROGRESS_KEY);
  } catch {
    // Without storage a reload starts over, as before.
  }
}

/** Signup: email and captcha, the emailed code, account and blog, done. */
export default function SignupRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const [saved] = useState(readProgress);
  const [step, setStep] = useState<SignupStep>(saved?.step ?? 1);
  const [email, setEmail] = useState(saved?.email ?? '');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The session the new account was given, kept until 'Ir a mi panel' stores it.
  const [created, setCreated] = useState<SignupResponse | null>(null);
  const enterPanel = useEnterPanel();

  // The code and details steps survive a reload; finishing or starting over forgets them.
  useEffect(() => {
    writeProgress(step === 2 || step === 3 ? { step, email } : null);
  }, [step, email]);

  /** Runs one step's call; a failure shows the server's error, else the step's message. */
  const run = async (
    key: keyof Errors,
    failedStep: FailedStep,
    call: () => Promise<unknown>,
    next: SignupStep,
  ) => {
    setIsSubmitting(true);
    setErrors({});
    try {
      await call();
      setStep(next);
    } catch (error) {
      setErrors({ [key]: signupErrorMessage(failedStep, bodyOf(error)) });
      return false;
    } finally {
      setIsSubmitting(false);
    }
    return true;
  };

  return (
    <SignupScreen
      step={step}
      email={email}
      captcha={<CaptchaWidget onChange={setCaptcha} resetKey={captchaReset} />}
      captchaSolved={captcha !== null}
      errors={errors}
      isSubmitting={isSubmitting}
      publicDomain={window.location.host}
      onRequestCode={async (input) => {
        if (captcha === null) return;
        setEmail(input.email);
        const ok = await run(
          'requestCode',
          'request-code',
          () => api.auth.requestOtp({ email: input.email, captcha }),
          2,
        );
        // The server takes each solved challenge once: a retry needs a new one.
        if (!ok) setCaptchaReset((count) => count + 1);
      }}
      onVerifyCode={(input) =>
        void run('verifyCode', 'verify-code', () => api.auth.verifyOtp(input), 3)
      }
      onCreateAccount={(details: SignupDetails) =>
        void run(
          'createAccount',
          'create-account',
          async () => setCreated(await api.auth.signup({ ...details, device: deviceId() })),
          4,
        )
      }
      onGoToPanel={created ? () => enterPanel(created, created.blogUuid, email) : undefined}
      onRestart={() => {
        setErrors({});
        setCaptcha(null);
        setCaptchaReset((count) => count + 1);
        setStep(1);
      }}
      onNavigate={({ href }) => navigate(href)}
    />
  );
}
