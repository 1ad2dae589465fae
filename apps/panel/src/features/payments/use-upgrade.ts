import { type BillingInterval, settingsErrorMessage } from '@bitacora/domain';
import { useState } from 'react';
import { isSessionEnd } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useAlert } from '../../feedback/feedback.tsx';

/**
 * Plan upgrade, from any screen that offers PRO: asks the server for the payment address
 * and sends the browser there; without one, an alert. The payment returns to settings.
 */
export function useUpgrade() {
  const api = useApi();
  const alert = useAlert();
  const [upgradingInterval, setUpgradingInterval] = useState<BillingInterval | null>(null);

  const upgrade = async (interval: BillingInterval) => {
    setUpgradingInterval(interval);
    try {
      const answer = await api.subscriptions.createPreference({ interval, plan: 'PRO' });
      if (answer.payment_url) {
        window.location.assign(answer.payment_url);
        return;
      }
      await alert(settingsErrorMessage('payment-link'));
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo generar el enlace de pago', error);
      await alert(settingsErrorMessage('payment-link'));
    } finally {
      setUpgradingInterval(null);
    }
  };

  return { upgradingInterval, upgrade };
}
