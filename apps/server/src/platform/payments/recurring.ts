import type { Currency } from '@bitacora/domain';
import type { SellerToken } from './seller.ts';

/**
 * Recurring payments (MercadoPago's preapprovals): what a reader's membership of a blog renews
 * through (docs/decisions/060-paid-memberships.md). Amounts are integers in minor units of the
 * currency; only the adapter turns them into the provider's decimals.
 */
export interface RecurringInput {
  /** Our membership's uuid; the provider hands it back as the preapproval's external reference. */
  reference: string;
  /** What the reader sees at the provider: the blog and the tier. */
  reason: string;
  amount: number;
  currency: Currency;
  interval: 'monthly' | 'yearly';
  payerEmail: string;
  /** Where the provider sends the reader back. */
  backUrl: string;
}

export interface RecurringCheckout {
  /** The provider's id of the preapproval. */
  id: string;
  /** Where the reader goes to approve it. */
  checkoutUrl: string;
}

/** A preapproval as the provider reports it: pending, authorized, paused or cancelled. */
export interface ProviderPreapproval {
  id: string;
  status: string;
  externalReference: string | null;
}

/** One charge of a preapproval, as the provider reports it when asked. */
export interface ProviderRecurringPayment {
  /** The payment's id at the provider: the ledger's key. */
  id: string;
  preapprovalId: string;
  /** approved | pending | in_process | rejected | cancelled | refunded | charged_back */
  status: string;
  gross: number;
  currency: string;
  /** The provider's own fee, as it reports it. */
  providerFee: number;
  refunded: number;
}

/** Each call acts on the blog's own account: `seller` is its access token. */
export interface RecurringPayments {
  createPreapproval(seller: SellerToken, input: RecurringInput): Promise<RecurringCheckout>;
  /** null when the seller's account does not know the id. */
  fetchPreapproval(seller: SellerToken, id: string): Promise<ProviderPreapproval | null>;
  cancelPreapproval(seller: SellerToken, id: string): Promise<void>;
  /** null when the seller's account does not know the id. */
  fetchRecurringPayment(seller: SellerToken, id: string): Promise<ProviderRecurringPayment | null>;
}

/** Notification topics of recurring payments (MercadoPago's names). */
export const PREAPPROVAL_TOPIC = 'subscription_preapproval';
export const RECURRING_PAYMENT_TOPIC = 'subscription_authorized_payment';
