import { randomBytes } from 'node:crypto';
import type {
  Checkout,
  CheckoutInput,
  PaymentProvider,
  ProviderPayment,
  WebhookRequest,
} from './provider.ts';
import { signatureHeader, verifySignature } from './signature.ts';

/** A checkout of the local sandbox, held in memory (a restart forgets unpaid checkouts). */
export interface SandboxCheckout {
  id: string;
  status: 'pending' | 'approved' | 'cancelled';
  reference: string;
  blogName: string;
  subdomain: string;
  interval: 'monthly' | 'yearly';
  amount: number;
  currency: string;
  payerEmail: string;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  checkout(id: string): SandboxCheckout | undefined;
  /**
   * Settles a pending checkout and returns the notification the sandbox sends about it,
   * signed with its own secret like MercadoPago's; undefined for an unknown id.
   */
  settle(id: string, outcome: 'approved' | 'cancelled'): WebhookRequest | undefined;
}

const MAX_CHECKOUTS = 10_000;

/** The provider used without MERCADOPAGO_ACCESS_TOKEN: our own checkout page completes or cancels. */
export function createSandboxProvider(options: {
  publicOrigin: string;
  now?: () => Date;
}): SandboxProvider {
  const secret = randomBytes(32).toString('hex');
  const now = options.now ?? (() => new Date());
  const checkouts = new Map<string, SandboxCheckout>();

  return {
    name: 'sandbox',
    async createCheckout(input: CheckoutInput): Promise<Checkout> {
      const id = randomBytes(16).toString('hex');
      if (checkouts.size >= MAX_CHECKOUTS) {
        const oldest = checkouts.keys().next().value;
        if (oldest !== undefined) checkouts.delete(oldest);
      }
      checkouts.set(id, {
        id,
        status: 'pending',
        reference: input.reference,
        blogName: input.blog.name,
        subdomain: input.blog.subdomain,
        interval: input.interval,
        amount: input.amount,
        currency: input.currency,
        payerEmail: input.payer.email,
      });
      return { paymentUrl: `${options.publicOrigin}/sandbox/checkout/${id}`, externalId: id };
    },
    async fetchPayment(id): Promise<ProviderPayment | null> {
      const checkout = checkouts.get(id);
      if (!checkout) return null;
      return {
        id,
        status: checkout.status,
        externalReference: checkout.reference,
        amount: checkout.amount,
        payerId: checkout.payerEmail,
      };
    },
    verifyWebhook(request) {
      return verifySignature(secret, request);
    },
    checkout(id) {
      return checkouts.get(id);
    },
    settle(id, outcome) {
      const checkout = checkouts.get(id);
      if (!checkout) return undefined;
      if (checkout.status === 'pending') checkout.status = outcome;
      const requestId = randomBytes(8).toString('hex');
      const ts = String(now().getTime());
      const headers: Record<string, string> = {
        'x-request-id': requestId,
        'x-signature': signatureHeader(secret, id, requestId, ts),
      };
      const query: Record<string, string> = { 'data.id': id, type: 'payment' };
      return {
        header: (name) => headers[name.toLowerCase()],
        query: (name) => query[name],
        body: { type: 'payment', action: 'payment.updated', data: { id } },
      };
    },
  };
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}
