/**
 * What other parts of the panel use of payments: the upgrade offer, the checkout's return, and the
 * blog's own Mercado Pago account ('Cobros').
 */
export { useConnectionReturn, usePaymentReturn } from './payment-return.ts';
export { usePaymentConnection } from './use-payment-connection.ts';
export { useUpgrade } from './use-upgrade.ts';
