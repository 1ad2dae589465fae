import type { TwoFactorEnrolment } from '@bitacora/api';
import { TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../primitives/alert/alert';
import { Button } from '../../primitives/button/button';
import { TextField } from '../../primitives/text-field/text-field';
import { mutedText } from '../../tokens/mixins';
import { tokens } from '../../tokens/tokens';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['4']};
`;

const Qr = styled.img`
  width: 12rem;
  height: 12rem;
  padding: ${tokens.space['2']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  /* The code is drawn black on white; it stays so on the dark theme, where apps expect it. */
  background: #fff;
`;

const Key = styled.code`
  display: block;
  padding: ${tokens.space['2']} ${tokens.space['3']};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  font-family: ${tokens.font.familyMono};
  font-size: ${tokens.font.sizeSm};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  ${mutedText}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
`;

/** The secret in groups of four, as authenticator apps show keys. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * A code typed into a form (an authenticator's, a recovery or an emailed one): the form's submit
 * hands it on trimmed, or, while it is empty, `message` asks for it; otherwise `message` is the
 * caller's `error`.
 */
export function useCodeEntry(onEnter: (code: string) => void, error?: string | null) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onEnter(code.trim());
  };
  const message = missing ? TWO_FACTOR_MESSAGES.codeRequired : error;
  return { code, setCode, submit, message };
}

export type EnrolmentFormProps = {
  /** The QR code and key to show; null while they are being prepared. */
  enrolment: TwoFactorEnrolment | null;
  /** Called with the code as typed, once it is not empty. */
  onConfirm: (code: string) => void;
  onCancel?: () => void;
  cancelLabel?: string;
  isSubmitting?: boolean;
  error?: string | null;
};

/**
 * Enrolment: the QR code to scan, the key to type instead, and the first code from the app,
 * which turns two-factor on.
 */
export function EnrolmentForm({
  enrolment,
  onConfirm,
  onCancel,
  cancelLabel = TWO_FACTOR_MESSAGES.cancel,
  isSubmitting = false,
  error,
}: EnrolmentFormProps) {
  const { code, setCode, submit, message } = useCodeEntry(onConfirm, error);
  const keyId = useId();
  if (!enrolment) return <Muted role="status">{TWO_FACTOR_MESSAGES.enrolLoading}</Muted>;
  return (
    <form onSubmit={submit} noValidate aria-label={TWO_FACTOR_MESSAGES.title}>
      <Stack>
        <p>{TWO_FACTOR_MESSAGES.scan}</p>
        <Qr src={enrolment.qrCode} alt={TWO_FACTOR_MESSAGES.qrAlt} />
        <div>
          <Muted id={keyId}>{TWO_FACTOR_MESSAGES.manualKey}</Muted>
          <Key aria-describedby={keyId} data-secret={enrolment.secret}>
            {grouped(enrolment.secret)}
          </Key>
        </div>
        {message ? <Alert tone="error">{message}</Alert> : null}
        <TextField
          label={TWO_FACTOR_MESSAGES.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Actions>
          <Button
            type="submit"
            isLoading={isSubmitting}
            loadingText={TWO_FACTOR_MESSAGES.verifying}
          >
            {TWO_FACTOR_MESSAGES.confirm}
          </Button>
          {onCancel ? (
            <Button type="button" variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
        </Actions>
      </Stack>
    </form>
  );
}

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space['2']} ${tokens.space['4']};
  margin: 0;
  padding: ${tokens.space['4']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  list-style: none;
  font-family: ${tokens.font.familyMono};
`;

export type RecoveryCodesPanelProps = {
  codes: readonly string[];
  /** 'Ya los guardé' (profile) or 'Continuar' (sign-in). */
  doneLabel?: string;
  onDone: () => void;
  /** Called after the codes were copied, to say so. */
  onCopied?: () => void;
  /** The title's level under the page's headings: 3 inside a section, 2 on a card. */
  headingLevel?: 2 | 3;
};

/** The ten recovery codes, shown once: copy, download as a text file, and go on. */
export function RecoveryCodesPanel({
  codes,
  doneLabel = TWO_FACTOR_MESSAGES.savedThem,
  onDone,
  onCopied,
  headingLevel = 3,
}: RecoveryCodesPanelProps) {
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const text = `${codes.join('\n')}\n`;
  const copy = () => {
    navigator.clipboard?.writeText(text).then(
      () => onCopied?.(),
      () => {},
    );
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'bitacora-codigos-de-recuperacion.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack role="region" aria-labelledby={titleId}>
      <Title id={titleId}>{TWO_FACTOR_MESSAGES.recoveryTitle}</Title>
      <Alert tone="warning">{TWO_FACTOR_MESSAGES.recoveryIntro}</Alert>
      <Codes aria-labelledby={titleId}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button type="button" variant="secondary" onClick={copy}>
          {TWO_FACTOR_MESSAGES.copy}
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          {TWO_FACTOR_MESSAGES.download}
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </Actions>
    </Stack>
  );
}
