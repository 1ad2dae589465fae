import type { PaymentConnection } from '@bitacora/api';
import { PAYMENT_CONNECTION_MESSAGES as C } from '@bitacora/domain';
import type { PaymentConnectionProps } from '@bitacora/ui';
import { useEffect, useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useToast } from '../../feedback/feedback.tsx';

/**
 * Configuración → Cobros for the active blog's admin: loads whether its Mercado Pago account is
 * connected, sends the browser to the provider's authorisation, and disconnects. The return
 * comes back to settings (`useConnectionReturn`), which loads the state again.
 */
export function usePaymentConnection(blogId: number | null): PaymentConnectionProps {
  const api = useApi();
  const toast = useToast();
  const [status, setStatus] = useState<PaymentConnectionProps['status']>('loading');
  const [connection, setConnection] = useState<PaymentConnection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConnecting, setIsConnecting] = useState(false);
  const [isDisconnecting, setIsDisconnecting] = useState(false);

  useEffect(() => {
    if (blogId === null) return;
    let cancelled = false;
    api.paymentConnection.get().then(
      (answer) => {
        if (cancelled) return;
        setConnection(answer);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (cancelled || isSessionEnd(failure)) return;
        console.error('No se pudo leer la conexión con Mercado Pago', failure);
        setError(C.loadFailed);
        setStatus('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, blogId]);

  const onConnect = () => {
    setIsConnecting(true);
    setError(null);
    api.paymentConnection.connect().then(
      ({ url }) => window.location.assign(url),
      (failure: unknown) => {
        setIsConnecting(false);
        if (isSessionEnd(failure)) return;
        console.error('No se pudo empezar la conexión con Mercado Pago', failure);
        setError(serverText(failure) ?? C.connectFailed);
      },
    );
  };

  const onDisconnect = () => {
    setIsDisconnecting(true);
    setError(null);
    api.paymentConnection.disconnect().then(
      (answer) => {
        setConnection(answer);
        setIsDisconnecting(false);
        toast(C.disconnected, { tone: 'success' });
      },
      (failure: unknown) => {
        setIsDisconnecting(false);
        if (isSessionEnd(failure)) return;
        console.error('No se pudo desconectar Mercado Pago', failure);
        setError(serverText(failure) ?? C.disconnectFailed);
      },
    );
  };

  return { status, connection, error, isConnecting, isDisconnecting, onConnect, onDisconnect };
}
