import { randomBytes } from 'node:crypto';
import {
  PAYMENT_TOPIC,
  type ProviderTipPayment,
  type TipCheckout,
  type TipInput,
} from './one-off.ts';
import type {
  Checkout,
  CheckoutInput,
  PaymentProvider,
  ProviderPayment,
  WebhookRequest,
} from './provider.ts';
import {
  PREAPPROVAL_TOPIC,
  type ProviderPreapproval,
  type ProviderRecurringPayment,
  RECURRING_PAYMENT_TOPIC,
  type RecurringInput,
} from './recurring.ts';
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
  /** A preapproval the reader has still to approve or decline on the sandbox's page. */
  preapproval(id: string): SandboxPreapproval | undefined;
  /**
   * The reader's answer on the sandbox's page: approving authorizes the preapproval and charges
   * its first period (approved). Returns the signed notices the provider would send.
   */
  answerPreapproval(id: string, outcome: 'approved' | 'declined'): WebhookRequest[];
  /** A renewal: a new charge of an authorized preapproval, with the status given. */
  charge(
    preapprovalId: string,
    status: string,
  ): { paymentId: string; notice: WebhookRequest } | undefined;
  /** A charge changes at the provider (approved later, refunded in whole or in part). */
  updateCharge(
    paymentId: string,
    change: { status?: string; refunded?: number },
  ): WebhookRequest | undefined;
  /** A tip's checkout the reader has still to pay on the sandbox's page. */
  tipCheckout(id: string): SandboxTipCheckout | undefined;
  /**
   * The reader pays a tip's checkout (approved, or pending as a cash payment would be) or gives
   * up: paying makes one payment and returns its signed notice; giving up makes none.
   */
  payTip(
    id: string,
    status: 'approved' | 'pending' | 'cancelled',
  ): { paymentId: string; notice: WebhookRequest } | undefined;
  /** A tip's payment changes at the provider (approved later, refunded). */
  updateTipPayment(
    paymentId: string,
    change: { status?: string; refunded?: number },
  ): WebhookRequest | undefined;
  /** The notice the provider sends about one of its objects (to replay one, or send it late). */
  notice(topic: string, id: string): WebhookRequest;
}

export interface SandboxPreapproval extends RecurringInput {
  id: string;
  status: 'pending' | 'authorized' | 'cancelled';
}

export interface SandboxTipCheckout extends TipInput {
  id: string;
  status: 'pending' | 'paid' | 'cancelled';
}

/** The sandbox's own fee on a charge, as a provider reports one: 4.99 %, rounded down. */
const SANDBOX_FEE_BPS = 499n;

const MAX_CHECKOUTS = 10_000;

/** The provider used without MERCADOPAGO_ACCESS_TOKEN: our own checkout page completes or cancels. */
export function createSandboxProvider(options: {
  publicOrigin: string;
  now?: () => Date;
}): SandboxProvider {
  const secret = randomBytes(32).toString('hex');
  const now = options.now ?? (() => new Date());
  const checkouts = new Map<string, SandboxCheckout>();
  const preapprovals = new Map<string, SandboxPreapproval>();
  const charges = new Map<string, ProviderRecurringPayment>();
  const tipCheckouts = new Map<string, SandboxTipCheckout>();
  const tipPayments = new Map<string, ProviderTipPayment>();

  function notice(topic: string, id: string): WebhookRequest {
    const requestId = randomBytes(8).toString('hex');
    const ts = String(now().getTime());
    const headers: Record<string, string> = {
      'x-request-id': requestId,
      'x-signature': signatureHeader(secret, id, requestId, ts),
    };
    const query: Record<string, string> = { 'data.id': id, type: topic };
    return {
      header: (name) => headers[name.toLowerCase()],
      query: (name) => query[name],
      body: { type: topic, action: 'updated', data: { id } },
    };
  }

  function charge(preapprovalId: string, status: string) {
    const preapproval = preapprovals.get(preapprovalId);
    if (preapproval?.status !== 'authorized') return undefined;
    const paymentId = randomBytes(12).toString('hex');
    charges.set(paymentId, {
      id: paymentId,
      preapprovalId,
      status,
      gross: preapproval.amount,
      currency: preapproval.currency,
      providerFee: Number((BigInt(preapproval.amount) * SANDBOX_FEE_BPS) / 10_000n),
      refunded: 0,
    });
    return { paymentId, notice: notice(RECURRING_PAYMENT_TOPIC, paymentId) };
  }

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
    async createPreapproval(input) {
      const id = randomBytes(16).toString('hex');
      if (preapprovals.size >= MAX_CHECKOUTS) {
        const oldest = preapprovals.keys().next().value;
        if (oldest !== undefined) preapprovals.delete(oldest);
      }
      preapprovals.set(id, { ...input, id, status: 'pending' });
      return { id, checkoutUrl: `${options.publicOrigin}/sandbox/preapproval/${id}` };
    },
    async fetchPreapproval(id): Promise<ProviderPreapproval | null> {
      const found = preapprovals.get(id);
      return found ? { id, status: found.status, externalReference: found.reference } : null;
    },
    async cancelPreapproval(id) {
      const found = preapprovals.get(id);
      if (found) found.status = 'cancelled';
    },
    async fetchRecurringPayment(id) {
      const found = charges.get(id);
      return found ? { ...found } : null;
    },
    preapproval(id) {
      return preapprovals.get(id);
    },
    answerPreapproval(id, outcome) {
      const found = preapprovals.get(id);
      if (found?.status !== 'pending') return [];
      found.status = outcome === 'approved' ? 'authorized' : 'cancelled';
      const notices = [notice(PREAPPROVAL_TOPIC, id)];
      const first = outcome === 'approved' ? charge(id, 'approved') : undefined;
      if (first) notices.push(first.notice);
      return notices;
    },
    charge,
    updateCharge(paymentId, change) {
      const found = charges.get(paymentId);
      if (!found) return undefined;
      if (change.status !== undefined) found.status = change.status;
      if (change.refunded !== undefined) {
        found.refunded = Math.min(change.refunded, found.gross);
        if (found.refunded === found.gross) found.status = 'refunded';
      }
      return notice(RECURRING_PAYMENT_TOPIC, paymentId);
    },
    notice,
    async createTipCheckout(input: TipInput): Promise<TipCheckout> {
      const id = randomBytes(16).toString('hex');
      if (tipCheckouts.size >= MAX_CHECKOUTS) {
        const oldest = tipCheckouts.keys().next().value;
        if (oldest !== undefined) tipCheckouts.delete(oldest);
      }
      tipCheckouts.set(id, { ...input, id, status: 'pending' });
      return { id, checkoutUrl: `${options.publicOrigin}/sandbox/tip/${id}` };
    },
    async fetchTipPayment(id) {
      const found = tipPayments.get(id);
      return found ? { ...found } : null;
    },
    tipCheckout(id) {
      return tipCheckouts.get(id);
    },
    payTip(id, status) {
      const found = tipCheckouts.get(id);
      if (found?.status !== 'pending') return undefined;
      if (status === 'cancelled') {
        found.status = 'cancelled';
        return undefined;
      }
      found.status = 'paid';
      const paymentId = randomBytes(12).toString('hex');
      tipPayments.set(paymentId, {
        id: paymentId,
        externalReference: found.reference,
        status,
        gross: found.amount,
        currency: found.currency,
        providerFee: Number((BigInt(found.amount) * SANDBOX_FEE_BPS) / 10_000n),
        refunded: 0,
      });
      return { paymentId, notice: notice(PAYMENT_TOPIC, paymentId) };
    },
    updateTipPayment(paymentId, change) {
      const found = tipPayments.get(paymentId);
      if (!found) return undefined;
      if (change.status !== undefined) found.status = change.status;
      if (change.refunded !== undefined) {
        found.refunded = Math.min(change.refunded, found.gross);
        if (found.refunded === found.gross) found.status = 'refunded';
      }
      return notice(PAYMENT_TOPIC, paymentId);
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
