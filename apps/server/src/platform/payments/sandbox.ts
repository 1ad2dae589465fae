import { randomBytes } from 'node:crypto';
import {
  PAYMENT_TOPIC,
  type ProviderTipPayment,
  type TipCheckout,
  type TipInput,
} from './one-off.ts';
import {
  type Checkout,
  type CheckoutInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type WebhookRequest,
} from './provider.ts';
import {
  PREAPPROVAL_TOPIC,
  type ProviderPreapproval,
  type ProviderRecurringPayment,
  RECURRING_PAYMENT_TOPIC,
  type RecurringInput,
} from './recurring.ts';
import { SellerGrantRefused, type SellerToken, type SellerTokens } from './seller.ts';
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
  /**
   * The admin's answer on the sandbox's authorisation page: 'Autorizar' makes a test seller
   * account and a single-use code for `redirectUri` (valid 10 minutes).
   */
  grantCode(redirectUri: string): string;
  /** The seller a live access token acts for; undefined when unknown, replaced or expired. */
  sellerOf(token: string): { userId: string; nickname: string } | undefined;
}

/** Who made an object at the sandbox: the token it was created with and its seller. */
interface MadeBy {
  accessToken: SellerToken;
  sellerId: string;
}

export interface SandboxPreapproval extends RecurringInput, MadeBy {
  id: string;
  status: 'pending' | 'authorized' | 'cancelled';
}

export interface SandboxTipCheckout extends TipInput, MadeBy {
  id: string;
  status: 'pending' | 'paid' | 'cancelled';
}

/** MercadoPago's codes last 10 minutes; its access tokens 180 days. */
const CODE_MS = 10 * 60_000;
const TOKEN_SECONDS = 180 * 86_400;

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
  const tipPayments = new Map<string, ProviderTipPayment & { sellerId: string }>();
  const codes = new Map<
    string,
    { userId: string; nickname: string; redirectUri: string; expires: number }
  >();
  const accessTokens = new Map<string, { userId: string; nickname: string; expires: number }>();
  const refreshTokens = new Map<string, { userId: string; nickname: string; access: string }>();

  function sellerOf(token: string) {
    const found = accessTokens.get(token);
    return found && found.expires > now().getTime() ? found : undefined;
  }

  /** The seller of a live token, as the provider's 401 refuses any other. */
  function seller(token: SellerToken): string {
    const found = sellerOf(token);
    if (!found) throw new PaymentProviderError('Sandbox: el token del vendedor no es válido');
    return found.userId;
  }

  function issue(userId: string, nickname: string): SellerTokens {
    const accessToken = `TEST-${randomBytes(16).toString('hex')}-${userId}`;
    const refreshToken = `TG-${randomBytes(16).toString('hex')}-${userId}`;
    accessTokens.set(accessToken, {
      userId,
      nickname,
      expires: now().getTime() + TOKEN_SECONDS * 1000,
    });
    refreshTokens.set(refreshToken, { userId, nickname, access: accessToken });
    return {
      accessToken,
      refreshToken,
      userId,
      nickname,
      expiresIn: TOKEN_SECONDS,
      liveMode: false,
    };
  }

  /** The seller whose object a notice is about: MercadoPago names it as `user_id`. */
  function ownerOf(topic: string, id: string): string | undefined {
    if (topic === PREAPPROVAL_TOPIC) return preapprovals.get(id)?.sellerId;
    if (topic === RECURRING_PAYMENT_TOPIC) {
      const made = charges.get(id);
      return made ? preapprovals.get(made.preapprovalId)?.sellerId : undefined;
    }
    if (topic === PAYMENT_TOPIC) return tipPayments.get(id)?.sellerId;
    return undefined;
  }

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
      body: {
        type: topic,
        action: 'updated',
        data: { id },
        ...(ownerOf(topic, id) === undefined ? {} : { user_id: Number(ownerOf(topic, id)) }),
      },
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
    async createPreapproval(accessToken, input) {
      const sellerId = seller(accessToken);
      const id = randomBytes(16).toString('hex');
      if (preapprovals.size >= MAX_CHECKOUTS) {
        const oldest = preapprovals.keys().next().value;
        if (oldest !== undefined) preapprovals.delete(oldest);
      }
      preapprovals.set(id, { ...input, id, status: 'pending', accessToken, sellerId });
      return { id, checkoutUrl: `${options.publicOrigin}/sandbox/preapproval/${id}` };
    },
    async fetchPreapproval(accessToken, id): Promise<ProviderPreapproval | null> {
      const found = preapprovals.get(id);
      if (found?.sellerId !== seller(accessToken)) return null;
      return { id, status: found.status, externalReference: found.reference };
    },
    async cancelPreapproval(accessToken, id) {
      const found = preapprovals.get(id);
      if (found?.sellerId === seller(accessToken)) found.status = 'cancelled';
    },
    async fetchRecurringPayment(accessToken, id) {
      const found = charges.get(id);
      const sellerId = seller(accessToken);
      if (!found || preapprovals.get(found.preapprovalId)?.sellerId !== sellerId) return null;
      return { ...found };
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
    async createTipCheckout(accessToken: SellerToken, input: TipInput): Promise<TipCheckout> {
      const sellerId = seller(accessToken);
      const id = randomBytes(16).toString('hex');
      if (tipCheckouts.size >= MAX_CHECKOUTS) {
        const oldest = tipCheckouts.keys().next().value;
        if (oldest !== undefined) tipCheckouts.delete(oldest);
      }
      tipCheckouts.set(id, { ...input, id, status: 'pending', accessToken, sellerId });
      return { id, checkoutUrl: `${options.publicOrigin}/sandbox/tip/${id}` };
    },
    async fetchTipPayment(accessToken, id) {
      const found = tipPayments.get(id);
      if (found?.sellerId !== seller(accessToken)) return null;
      const { sellerId: _seller, ...payment } = found;
      return payment;
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
        sellerId: found.sellerId,
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
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(`${options.publicOrigin}/sandbox/oauth/authorize`);
      url.searchParams.set('client_id', 'sandbox');
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('platform_id', 'mp');
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_uri', redirectUri);
      return url.toString();
    },
    grantCode(redirectUri) {
      const userId = String(100_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000));
      const code = `TG-${randomBytes(12).toString('hex')}-${userId}`;
      if (codes.size >= MAX_CHECKOUTS) {
        const oldest = codes.keys().next().value;
        if (oldest !== undefined) codes.delete(oldest);
      }
      codes.set(code, {
        userId,
        nickname: `VENDEDOR_PRUEBA_${userId.slice(-4)}`,
        redirectUri,
        expires: now().getTime() + CODE_MS,
      });
      return code;
    },
    async exchangeCode({ code, redirectUri }) {
      const found = codes.get(code);
      codes.delete(code);
      if (!found || found.expires <= now().getTime() || found.redirectUri !== redirectUri) {
        throw new SellerGrantRefused('Sandbox: el código no es válido (invalid_grant)');
      }
      return issue(found.userId, found.nickname);
    },
    async refreshSeller(refreshToken) {
      const found = refreshTokens.get(refreshToken);
      if (!found)
        throw new SellerGrantRefused('Sandbox: el refresh token no es válido (invalid_grant)');
      // The old pair stops working, as MercadoPago's does once replaced.
      refreshTokens.delete(refreshToken);
      accessTokens.delete(found.access);
      return issue(found.userId, found.nickname);
    },
    sellerOf(token) {
      const found = sellerOf(token);
      return found ? { userId: found.userId, nickname: found.nickname } : undefined;
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
