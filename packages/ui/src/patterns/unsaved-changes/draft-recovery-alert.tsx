import { UNSAVED_CHANGES_MESSAGES } from '@bitacora/domain';
import styled from 'styled-components';
import { Alert } from '../../primitives/alert/alert';
import { Button } from '../../primitives/button/button';
import { tokens } from '../../tokens/tokens';

export type DraftRecoveryAlertProps = {
  /** 'Tienes una versión sin guardar de este post del …. ¿Recuperarla?' */
  message: string;
  onRecover: () => void;
  onDiscard: () => void;
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['2']};
  margin-top: ${tokens.space['2']};
`;

/** Offers back the copy of a form kept in the browser when the session ended under it. */
export function DraftRecoveryAlert({ message, onRecover, onDiscard }: DraftRecoveryAlertProps) {
  return (
    <Alert tone="warning">
      <p>{message}</p>
      <Actions>
        <Button variant="primary" size="sm" onClick={() => onRecover()}>
          {UNSAVED_CHANGES_MESSAGES.recover}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onDiscard()}>
          {UNSAVED_CHANGES_MESSAGES.discard}
        </Button>
      </Actions>
    </Alert>
  );
}
