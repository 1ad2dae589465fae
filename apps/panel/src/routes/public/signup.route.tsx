import { isApiError } from '@bitacora/api';
import { type SignupStep as FailedStep, signupErrorMessage } from '@bitacora/domain';
import { type SignupDetails, SignupScreen, type SignupStep } from '@bitacora/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { CaptchaWidget } from '../../auth/captcha-widget.tsx';

type Errors = {
  requestCode?: string | null;
  verifyCode?: string | null;
  createAccount?: string | null;
};

const bodyOf = (error: unknown) => (isApiError(error) ? error.body : undefined);

/** Signup: email and captcha, the emailed code, account and blog, done. */
export default function SignupRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const [step, setStep] = useState<SignupStep>(1);
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);

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
        void run('createAccount', 'create-account', () => api.auth.signup(details), 4)
      }
      onNavigate={({ href }) => navigate(href)}
    />
  );
}
