import { SETTINGS_MESSAGES } from '@bitacora/domain';
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

/**
 * Back from the checkout (`/cms/settings?payment=…`): says how it went once, then drops the
 * parameter so a reload or the back button does not say it again.
 */
export function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const value = params.get(PAYMENT_RETURN_PARAM);

  useEffect(() => {
    if (value === null) return;
    const notice = paymentReturnNotice(value);
    if (notice) toast(notice.message, { tone: notice.tone, durationMs: 6000 });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [value, toast, setParams]);
}
