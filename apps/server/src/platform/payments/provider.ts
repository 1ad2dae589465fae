import type { OneOffPayments } from './one-off.ts';
import type { RecurringPayments } from './recurring.ts';
import type { SellerAuthorization } from './seller.ts';

/** What a checkout is for: one PRO period of one blog. */
export interface CheckoutInput {
  /** Our subscription's uuid; the provider hands it back as the payment's external reference. */
  reference: string;
  blog: { id: number; uuid: string; name: string; subdomain: string };
  interval: 'monthly' | 'yearly';
  amount: number;
  currency: string;
  payer: { email: string; name: string };
}

export interface Checkout {
  /** Where the browser goes to pay. */
  paymentUrl: string;
  /** The provider's id of the checkout (MercadoPago: the preference id). */
  externalId: string;
}

/** A payment as the provider reports it when asked, never as a notification claims it. */
export interface ProviderPayment {
  id: string;
  /** approved | pending | in_process | rejected | cancelled | refunded | charged_back | … */
  status: string;
  externalReference: string | null;
  amount: number | null;
  payerId: string | null;
}

/** A webhook call, reduced to what verification and processing read. */
export interface WebhookRequest {
  header(name: string): string | undefined;
  query(name: string): string | undefined;
  body: unknown;
}

/** The PRO plan's one-off checkouts, and readers' recurring and one-off payments to a blog. */
export interface PaymentProvider extends RecurringPayments, OneOffPayments, SellerAuthorization {
  readonly name: 'mercadopago' | 'sandbox';
  createCheckout(input: CheckoutInput): Promise<Checkout>;
  /** null when the provider does not know the id. */
  fetchPayment(id: string): Promise<ProviderPayment | null>;
  verifyWebhook(request: WebhookRequest): boolean;
}

/** A provider that could not be reached or answered an error: the caller may retry later. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** The payment id a notification names: `data.id` in the query (MercadoPago) or the body. */
export function notificationPaymentId(request: WebhookRequest): string | undefined {
  const fromQuery = request.query('data.id') ?? request.query('id');
  if (fromQuery) return fromQuery;
  const body = request.body as { data?: { id?: unknown } } | null;
  const id = body?.data?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** The notification's topic (`type` in query or body); undefined when not stated. */
export function notificationType(request: WebhookRequest): string | undefined {
  const fromQuery = request.query('type') ?? request.query('topic');
  if (fromQuery) return fromQuery;
  const body = request.body as { type?: unknown } | null;
  return typeof body?.type === 'string' ? body.type : undefined;
}
