import type { Currency } from '@bitacora/domain';
import type { SellerToken } from './seller.ts';

/**
 * Readers' one-off payments to a blog (tips): MercadoPago's Checkout Pro preferences, where the
 * platform fee travels as `marketplace_fee` (docs/decisions/060-paid-memberships.md). Amounts are
 * integers in minor units of the currency; only the adapter turns them into decimals.
 */
export interface TipInput {
  /** Our tip's uuid; the provider hands it back as the payment's external reference. */
  reference: string;
  /** What the reader sees at the provider: the blog. */
  title: string;
  amount: number;
  currency: Currency;
  /** The platform's share, already computed by the domain's rule. */
  platformFee: number;
  /** Where the provider sends the reader back: the blog's thank-you page. */
  backUrl: string;
}

export interface TipCheckout {
  /** The provider's id of the checkout (MercadoPago: the preference id). */
  id: string;
  /** Where the reader goes to pay. */
  checkoutUrl: string;
}

/** A one-off payment as the provider reports it when asked. */
export interface ProviderTipPayment {
  /** The payment's id at the provider: the ledger's key. */
  id: string;
  externalReference: string | null;
  /** approved | pending | in_process | rejected | cancelled | refunded | charged_back */
  status: string;
  gross: number;
  currency: string;
  /** The provider's own fee, without the marketplace's share. */
  providerFee: number;
  refunded: number;
}

/** Each call acts on the blog's own account: `seller` is its access token. */
export interface OneOffPayments {
  createTipCheckout(seller: SellerToken, input: TipInput): Promise<TipCheckout>;
  /** null when the seller's account does not know the id. */
  fetchTipPayment(seller: SellerToken, id: string): Promise<ProviderTipPayment | null>;
}

/** The notification topic of a one-off payment (MercadoPago's name). */
export const PAYMENT_TOPIC = 'payment';
