import { PAYMENT_CONNECTION_MESSAGES, SETTINGS_MESSAGES } from '@bitacora/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type ToastOptions, useToast } from '../../feedback/feedback.tsx';

/** The query parameter the checkout (sandbox or MercadoPago) returns to settings with. */
export const PAYMENT_RETURN_PARAM = 'payment';

export type PaymentNotice = { message: string; tone: NonNullable<ToastOptions['tone']> };

/** What the writer is told on coming back from the checkout; nothing for an unknown value. */
export function paymentReturnNotice(value: string | null): PaymentNotice | null {
  switch (value) {
    case 'success':
      return { message: SETTINGS_MESSAGES.paymentSuccess, tone: 'success' };
    case 'pending':
      return { message: SETTINGS_MESSAGES.paymentPending, tone: 'info' };
    case 'cancelled':
      return { message: SETTINGS_MESSAGES.paymentCancelled, tone: 'error' };
    default:
      return null;
  }
}

/** The query parameter the blog's Mercado Pago authorisation returns to settings with. */
export const CONNECTION_RETURN_PARAM = 'mercadopago';

/** What the admin is told on coming back from authorising the blog's account. */
export function connectionReturnNotice(value: string | null): PaymentNotice | null {
  switch (value) {
    case 'conectado':
      return { message: PAYMENT_CONNECTION_MESSAGES.returnedConnected, tone: 'success' };
    case 'cancelado':
      return { message: PAYMENT_CONNECTION_MESSAGES.returnedCancelled, tone: 'info' };
    case 'error':
      return { message: PAYMENT_CONNECTION_MESSAGES.returnedFailed, tone: 'error' };
    default:
      return null;
  }
}

/**
 * Back on settings with `?{param}=…`: says how it went once, then drops the parameter so a
 * reload or the back button does not say it again.
 */
function useReturnNotice(param: string, noticeOf: (value: string | null) => PaymentNotice | null) {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const value = params.get(param);

  useEffect(() => {
    if (value === null) return;
    const notice = noticeOf(value);
    if (notice) toast(notice.message, { tone: notice.tone, durationMs: 6000 });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [value, toast, setParams, param, noticeOf]);
}

/** Back from the checkout (`/cms/settings?payment=…`). */
export function usePaymentReturn() {
  useReturnNotice(PAYMENT_RETURN_PARAM, paymentReturnNotice);
}

/** Back from authorising the blog's Mercado Pago account (`/cms/settings?mercadopago=…`). */
export function useConnectionReturn() {
  useReturnNotice(CONNECTION_RETURN_PARAM, connectionReturnNotice);
}
