import {
  COMMENT_NOTIFICATION_MESSAGES,
  COMMENT_NOTIFICATION_MODE_LABELS,
  COMMENT_NOTIFICATION_MODES,
  type CommentNotificationMode,
} from '@bitacora/domain';
import { useId } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { stack } from '../../../tokens/mixins';
import { tokens } from '../../../tokens/tokens';
import { CardNote, SectionCard } from '../../shared/section-card/section-card.styles';

export type CommentNotificationsSectionProps = {
  status: 'loading' | 'ready' | 'error';
  /** The choice stored, once loaded. */
  mode?: CommentNotificationMode;
  onRetry?: () => void;
  /** A new choice, saved as soon as it is picked. */
  onChange: (mode: CommentNotificationMode) => void;
  /** The choice being saved now. */
  saving?: CommentNotificationMode | null;
  /** Why the last save failed. */
  error?: string | null;
};

const Options = styled.fieldset`
  ${stack('2')}
  margin: 0;
  padding: 0;
  border: 0;

  label {
    display: flex;
    align-items: center;
    gap: ${tokens.space['2']};
    min-height: 2.75rem;
    cursor: pointer;
  }

  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${tokens.color.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * 'Avisos de comentarios' in 'Mi perfil': a mail for each new comment on one's posts and blogs
 * (the default), one daily digest, or none. A choice is saved when picked; while it is saved the
 * options wait, and a failure is said above them with the stored choice still marked.
 */
export function CommentNotificationsSection({
  status,
  mode,
  onRetry,
  onChange,
  saving = null,
  error,
}: CommentNotificationsSectionProps) {
  const titleId = useId();
  const hintId = useId();
  const M = COMMENT_NOTIFICATION_MESSAGES;
  const shown = saving ?? mode;
  return (
    <SectionCard aria-labelledby={titleId}>
      <h2 id={titleId}>{M.sectionTitle}</h2>
      <CardNote id={hintId}>{M.sectionHint}</CardNote>
      {status === 'loading' ? (
        <LoadingRegion label={M.loading}>
          <Skeleton lines={3} height="1.25rem" />
        </LoadingRegion>
      ) : status === 'error' ? (
        <>
          <Alert tone="error">{M.loadFailed}</Alert>
          {onRetry ? (
            <Actions>
              <Button variant="secondary" onClick={onRetry}>
                {M.retry}
              </Button>
            </Actions>
          ) : null}
        </>
      ) : (
        <>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Options aria-labelledby={titleId} aria-describedby={hintId} aria-busy={saving !== null}>
            {COMMENT_NOTIFICATION_MODES.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={`${titleId}-mode`}
                  value={option}
                  checked={shown === option}
                  disabled={saving !== null}
                  onChange={() => {
                    if (option !== mode) onChange(option);
                  }}
                />
                {COMMENT_NOTIFICATION_MODE_LABELS[option]}
              </label>
            ))}
          </Options>
        </>
      )}
    </SectionCard>
  );
}
