import type { PaymentConnection as Connection } from '@bitacora/api';
import { PAYMENT_CONNECTION_MESSAGES as C, formatDate } from '@bitacora/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog/confirm-dialog';
import { Skeleton } from '../../../primitives/skeleton/skeleton';
import { tokens } from '../../../tokens/tokens';

export type PaymentConnectionProps = {
  status: 'loading' | 'ready' | 'error';
  /** GET /api/members/mercadopago; null while unknown. */
  connection: Connection | null;
  /** Why the state could not be read, or the last action failed, in Spanish. */
  error?: string | null;
  /** 'Conectar con Mercado Pago' is asking for the provider's address. */
  isConnecting?: boolean;
  isDisconnecting?: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
};

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space['3']};
  padding: ${tokens.space['4']};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  font-size: ${tokens.font.sizeSm};

  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space['2']};
    margin: 0;
    font-size: ${tokens.font.sizeMd};
  }

  p {
    margin: 0;
  }
`;

const Badge = styled.span<{ $tone: 'success' | 'warning' | 'neutral' }>`
  padding: 0 ${tokens.space['2']};
  border-radius: ${tokens.radius.md};
  font-size: ${tokens.font.sizeSm};
  font-weight: ${tokens.font.weightMedium};
  background: ${({ $tone }) =>
    $tone === 'success'
      ? tokens.color.successBg
      : $tone === 'warning'
        ? tokens.color.warningBg
        : tokens.color.secondary};
  color: ${({ $tone }) =>
    $tone === 'success'
      ? tokens.color.successFg
      : $tone === 'warning'
        ? tokens.color.warningFg
        : tokens.color.onSecondary};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${tokens.space['1']} ${tokens.space['3']};
  margin: 0;

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space['3']};
`;

/**
 * Configuración → Cobros: the blog's own Mercado Pago account, where readers' payments go. Says
 * whether it is connected and to which account, and connects or (after confirming) disconnects.
 * Its buttons are not the form's: they act at once.
 */
export function PaymentConnection({
  status,
  connection,
  error,
  isConnecting = false,
  isDisconnecting = false,
  onConnect,
  onDisconnect,
}: PaymentConnectionProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const state = connection?.status ?? 'none';
  const badge =
    state === 'connected'
      ? { tone: 'success' as const, text: C.statusConnected }
      : state === 'expired'
        ? { tone: 'warning' as const, text: C.statusExpired }
        : { tone: 'neutral' as const, text: C.statusNotConnected };
  return (
    <Root aria-labelledby={headingId}>
      <h2 id={headingId}>
        {C.accountTitle}
        {status === 'ready' ? <Badge $tone={badge.tone}>{badge.text}</Badge> : null}
      </h2>
      {status === 'loading' ? (
        <Skeleton height="3rem" />
      ) : status === 'error' || !connection ? (
        <Alert tone="error">{error || C.loadFailed}</Alert>
      ) : (
        <>
          {error ? <Alert tone="error">{error}</Alert> : null}
          {state === 'connected' ? (
            <Facts>
              <dt>{C.accountLabel}</dt>
              <dd>{connection.nickname ?? connection.accountId}</dd>
              <dt>{C.sinceLabel}</dt>
              <dd>{formatDate(connection.connectedAt)}</dd>
            </Facts>
          ) : (
            <p>{state === 'expired' ? C.expiredHelp : C.needed}</p>
          )}
          {connection.sandbox ? <p>{C.sandboxNote}</p> : null}
          {connection.configured ? null : <Alert tone="warning">{C.notConfigured}</Alert>}
          <Actions>
            {state === 'connected' ? (
              <Button
                variant="secondary"
                isLoading={isDisconnecting}
                loadingText={C.disconnecting}
                onClick={() => setConfirming(true)}
              >
                {C.disconnect}
              </Button>
            ) : connection.configured ? (
              <Button isLoading={isConnecting} loadingText={C.connecting} onClick={onConnect}>
                {state === 'expired' ? C.reconnect : C.connect}
              </Button>
            ) : null}
          </Actions>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={C.disconnectTitle}
        message={C.disconnectConfirm(connection?.activeMemberships ?? 0)}
        confirmLabel={C.disconnect}
        isConfirming={isDisconnecting}
        onConfirm={() => {
          setConfirming(false);
          onDisconnect();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Root>
  );
}
