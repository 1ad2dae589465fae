/** What other parts of the panel use of payments: the upgrade offer and the checkout's return. */
export { usePaymentReturn } from './payment-return.ts';
export { useUpgrade } from './use-upgrade.ts';
