import type { LoginStep, TwoFactorEnrolment } from '@bitacora/api';
import { TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import {
  EnrolmentForm,
  RecoveryCodesPanel,
  useCodeEntry,
} from '../../../patterns/two-factor/two-factor';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { TextField } from '../../../primitives/text-field/text-field';
import { AuthCard, AuthForm, AuthLinks } from '../auth-card/auth-card';

export type LoginStepScreenProps = {
  step: LoginStep;
  /** The account signing in, named in the emailed-code step. */
  email: string;
  /** The code as typed (TOTP, recovery or emailed), once it is not empty. */
  onSubmit: (code: string) => void;
  isSubmitting?: boolean;
  error?: string | null;
  /** Back to the email and password. */
  onBack: () => void;
  /** Step 'enrol': the QR code and key (null while they are prepared). */
  enrolment?: TwoFactorEnrolment | null;
  /** Step 'enrol', once it is on: the recovery codes, then 'Continuar' signs in. */
  recoveryCodes?: readonly string[] | null;
  onContinue?: () => void;
  onCopied?: () => void;
};

function CodeForm({
  name,
  label,
  hint,
  onSubmit,
  isSubmitting,
  error,
}: {
  /** The form's name: the step's title. */
  name: string;
  label: string;
  hint?: string;
  onSubmit: (code: string) => void;
  isSubmitting: boolean;
  error?: string | null;
}) {
  const { code, setCode, submit, message } = useCodeEntry(onSubmit, error);
  return (
    <AuthForm onSubmit={submit} aria-label={name}>
      {message ? <Alert tone="error">{message}</Alert> : null}
      <TextField
        label={label}
        hint={hint}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        required
        maxLength={32}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button
        type="submit"
        fullWidth
        isLoading={isSubmitting}
        loadingText={TWO_FACTOR_MESSAGES.verifying}
      >
        {TWO_FACTOR_MESSAGES.verify}
      </Button>
    </AuthForm>
  );
}

/**
 * The sign-in's second step: the code of the authenticator app (or a recovery code), the code
 * emailed to a new device, or, when two-factor is required and not set up, the enrolment and
 * then the recovery codes.
 */
export function LoginStepScreen({
  step,
  email,
  onSubmit,
  isSubmitting = false,
  error,
  onBack,
  enrolment = null,
  recoveryCodes,
  onContinue,
  onCopied,
}: LoginStepScreenProps) {
  const back = (
    <AuthLinks>
      <Button variant="ghost" size="sm" onClick={onBack}>
        {TWO_FACTOR_MESSAGES.backToLogin}
      </Button>
    </AuthLinks>
  );
  if (step === 'two-factor')
    return (
      <AuthCard title={TWO_FACTOR_MESSAGES.stepTitle} intro={TWO_FACTOR_MESSAGES.stepIntro}>
        <CodeForm
          name={TWO_FACTOR_MESSAGES.stepTitle}
          label={TWO_FACTOR_MESSAGES.stepCodeLabel}
          hint={TWO_FACTOR_MESSAGES.stepRecoveryHint}
          onSubmit={onSubmit}
          isSubmitting={isSubmitting}
          error={error}
        />
        {back}
      </AuthCard>
    );
  if (step === 'email-code')
    return (
      <AuthCard
        title={TWO_FACTOR_MESSAGES.emailStepTitle}
        intro={TWO_FACTOR_MESSAGES.emailStepIntro(email)}
      >
        <CodeForm
          name={TWO_FACTOR_MESSAGES.emailStepTitle}
          label={TWO_FACTOR_MESSAGES.emailCodeLabel}
          onSubmit={onSubmit}
          isSubmitting={isSubmitting}
          error={error}
        />
        {back}
      </AuthCard>
    );
  return (
    <AuthCard title={TWO_FACTOR_MESSAGES.enrolTitle} intro={TWO_FACTOR_MESSAGES.enrolIntro}>
      {recoveryCodes && recoveryCodes.length > 0 ? (
        <RecoveryCodesPanel
          codes={recoveryCodes}
          doneLabel={TWO_FACTOR_MESSAGES.continue}
          headingLevel={2}
          onDone={() => onContinue?.()}
          onCopied={onCopied}
        />
      ) : (
        <>
          <EnrolmentForm
            enrolment={enrolment}
            onConfirm={onSubmit}
            isSubmitting={isSubmitting}
            error={error}
          />
          {back}
        </>
      )}
    </AuthCard>
  );
}
