import type { TwoFactorEnrolment, TwoFactorStatus } from '@bitacora/api';
import { TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { EnrolmentForm, RecoveryCodesPanel } from '../../../patterns/two-factor/two-factor';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { Modal } from '../../../primitives/modal/modal';
import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { TextField } from '../../../primitives/text-field/text-field';
import { tokens } from '../../../tokens/tokens';
import { CardNote, SectionCard } from '../../shared/section-card/section-card.styles';

export type TwoFactorAction = 'start' | 'confirm' | 'disable' | 'regenerate';

export type TwoFactorSectionProps = {
  status: 'loading' | 'ready' | 'error';
  /** The user's two-factor sign-in, once loaded. */
  twoFactor?: TwoFactorStatus | null;
  onRetry?: () => void;
  /** Enrolment under way: the QR code and key (null while they are prepared). */
  enrolment?: TwoFactorEnrolment | null;
  isEnrolling?: boolean;
  /** 'Activar', once the password is typed again. */
  onStart: (password: string) => void;
  onConfirm: (code: string) => void;
  onCancelEnrolment: () => void;
  /** Recovery codes just made, shown once until 'Ya los guardé'. */
  recoveryCodes?: readonly string[] | null;
  onRecoveryCodesSaved: () => void;
  onCopied?: () => void;
  /** Turn it off, with the password or a code. */
  onDisable: (proof: string) => void;
  /** New recovery codes, with the password or a code. */
  onRegenerate: (proof: string) => void;
  /** The action being carried out now. */
  busy?: TwoFactorAction | null;
  /** Why the last action failed. */
  error?: string | null;
};

/** The heading holds the on/off badge. */
const Section = styled(SectionCard)`
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space['2']};
  }

  h3 {
    font-size: ${tokens.font.sizeSm};
    font-weight: ${tokens.font.weightSemibold};
  }
`;

const Badge = styled.span<{ $on: boolean }>`
  padding: 0.125rem ${tokens.space['2']};
  border-radius: ${tokens.radius.full};
  background: ${({ $on }) => ($on ? tokens.color.successBg : tokens.color.surface)};
  color: ${({ $on }) => ($on ? tokens.color.successFg : tokens.color.textMuted)};
  font-size: ${tokens.font.sizeXs};
  font-weight: ${tokens.font.weightSemibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

type Asking = 'enable' | 'disable' | 'regenerate' | null;

const DIALOG_TEXT = {
  enable: {
    title: TWO_FACTOR_MESSAGES.passwordTitle,
    confirm: TWO_FACTOR_MESSAGES.passwordContinue,
    label: TWO_FACTOR_MESSAGES.passwordLabel,
    hint: TWO_FACTOR_MESSAGES.passwordHelp,
    missing: TWO_FACTOR_MESSAGES.passwordRequired,
  },
  disable: {
    title: TWO_FACTOR_MESSAGES.disableTitle,
    confirm: TWO_FACTOR_MESSAGES.disableConfirm,
    label: TWO_FACTOR_MESSAGES.proofLabel,
    hint: TWO_FACTOR_MESSAGES.proofHelp,
    missing: TWO_FACTOR_MESSAGES.proofRequired,
  },
  regenerate: {
    title: TWO_FACTOR_MESSAGES.regenerateTitle,
    confirm: TWO_FACTOR_MESSAGES.regenerateConfirm,
    label: TWO_FACTOR_MESSAGES.proofLabel,
    hint: TWO_FACTOR_MESSAGES.proofHelp,
    missing: TWO_FACTOR_MESSAGES.proofRequired,
  },
} as const;

/**
 * The dialog that asks for the password before turning it on, and for the password or a code
 * before turning it off or making new codes.
 */
function ProofDialog({
  asking,
  isBusy,
  onCancel,
  onSubmit,
}: {
  asking: Asking;
  isBusy: boolean;
  onCancel: () => void;
  onSubmit: (proof: string) => void;
}) {
  const formId = useId();
  const [proof, setProof] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (proof === '') {
      setMissing(true);
      return;
    }
    onSubmit(proof);
    setProof('');
    setMissing(false);
  };
  const text = DIALOG_TEXT[asking ?? 'disable'];
  return (
    <Modal
      open={asking !== null}
      onClose={onCancel}
      title={text.title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {TWO_FACTOR_MESSAGES.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={asking === 'disable' ? 'danger' : 'primary'}
            isLoading={isBusy}
          >
            {text.confirm}
          </Button>
        </>
      }
    >
      {asking ? (
        <form id={formId} onSubmit={submit} noValidate>
          <TextField
            label={text.label}
            hint={text.hint}
            error={missing ? text.missing : undefined}
            type="password"
            name="proof"
            autoComplete="current-password"
            required
            value={proof}
            onChange={(event) => setProof(event.target.value)}
          />
        </form>
      ) : null}
    </Modal>
  );
}

/**
 * 'Verificación en dos pasos' in 'Mi perfil': off, with 'Activar'; enrolling (QR code, key,
 * first code); the ten recovery codes once; on, with codes left, 'Generar códigos nuevos' and
 * 'Desactivar' (not while a blog or the platform requires it). 'Activar' asks for the password;
 * the other two for the password or a code.
 */
export function TwoFactorSection({
  status,
  twoFactor,
  onRetry,
  enrolment = null,
  isEnrolling = false,
  onStart,
  onConfirm,
  onCancelEnrolment,
  recoveryCodes,
  onRecoveryCodesSaved,
  onCopied,
  onDisable,
  onRegenerate,
  busy = null,
  error,
}: TwoFactorSectionProps) {
  const titleId = useId();
  const [asking, setAsking] = useState<Asking>(null);
  const enabled = twoFactor?.enabled === true;

  const body = () => {
    if (status === 'loading')
      return (
        <LoadingRegion label={TWO_FACTOR_MESSAGES.loading}>
          <Skeleton lines={2} height="1.25rem" />
        </LoadingRegion>
      );
    if (status === 'error' || !twoFactor)
      return (
        <>
          <Alert tone="error">{TWO_FACTOR_MESSAGES.loadFailed}</Alert>
          {onRetry ? (
            <Actions>
              <Button variant="secondary" onClick={onRetry}>
                {TWO_FACTOR_MESSAGES.retry}
              </Button>
            </Actions>
          ) : null}
        </>
      );
    if (recoveryCodes && recoveryCodes.length > 0)
      return (
        <RecoveryCodesPanel
          codes={recoveryCodes}
          onDone={onRecoveryCodesSaved}
          onCopied={onCopied}
        />
      );
    if (isEnrolling)
      return (
        <EnrolmentForm
          enrolment={enrolment}
          onConfirm={onConfirm}
          onCancel={onCancelEnrolment}
          isSubmitting={busy === 'confirm'}
          error={error}
        />
      );
    return (
      <>
        <CardNote>{TWO_FACTOR_MESSAGES.intro}</CardNote>
        {twoFactor.required ? <Alert tone="info">{TWO_FACTOR_MESSAGES.required}</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {enabled ? (
          <>
            <p>{TWO_FACTOR_MESSAGES.codesLeft(twoFactor.recoveryCodesLeft)}</p>
            <Actions>
              <Button
                variant="secondary"
                isLoading={busy === 'regenerate'}
                onClick={() => setAsking('regenerate')}
              >
                {TWO_FACTOR_MESSAGES.regenerate}
              </Button>
              {twoFactor.required ? null : (
                <Button
                  variant="danger"
                  isLoading={busy === 'disable'}
                  onClick={() => setAsking('disable')}
                >
                  {TWO_FACTOR_MESSAGES.disable}
                </Button>
              )}
            </Actions>
          </>
        ) : (
          <Actions>
            <Button isLoading={busy === 'start'} onClick={() => setAsking('enable')}>
              {TWO_FACTOR_MESSAGES.enable}
            </Button>
          </Actions>
        )}
      </>
    );
  };

  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>
        {TWO_FACTOR_MESSAGES.title}
        {status === 'ready' && twoFactor ? (
          <Badge $on={enabled}>
            {enabled ? TWO_FACTOR_MESSAGES.statusOn : TWO_FACTOR_MESSAGES.statusOff}
          </Badge>
        ) : null}
      </h2>
      {body()}
      <ProofDialog
        asking={asking}
        isBusy={busy === 'start' || busy === 'disable' || busy === 'regenerate'}
        onCancel={() => setAsking(null)}
        onSubmit={(proof) => {
          if (asking === 'enable') onStart(proof);
          else if (asking === 'disable') onDisable(proof);
          else onRegenerate(proof);
          setAsking(null);
        }}
      />
    </Section>
  );
}
