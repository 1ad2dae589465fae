import { fromProviderAmount, isCurrency, toProviderAmount } from '@bitacora/domain';
import type { OneOffPayments, ProviderTipPayment, TipCheckout, TipInput } from './one-off.ts';
import {
  type Checkout,
  type CheckoutInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from './provider.ts';
import type {
  ProviderPreapproval,
  ProviderRecurringPayment,
  RecurringCheckout,
  RecurringInput,
} from './recurring.ts';
import {
  type SellerAuthorization,
  SellerGrantRefused,
  type SellerToken,
  type SellerTokens,
} from './seller.ts';
import { verifySignature } from './signature.ts';

export const MERCADOPAGO_API = 'https://api.mercadopago.com';
/** Where a seller authorises an application (MercadoPago's OAuth for marketplaces). */
export const MERCADOPAGO_AUTH = 'https://auth.mercadopago.com/authorization';
const TIMEOUT_MS = 10_000;
/** The most of an answer read: the provider's objects are a few kilobytes. */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface MercadoPagoOptions {
  accessToken: string;
  webhookSecret: string;
  /** Where our links point (back URLs and the notification URL). */
  publicOrigin: string;
  /** The API's base URL; tests point it at a local stand-in. */
  baseUrl?: string;
  /** Checkout currency (MERCADOPAGO_CURRENCY); the account's country decides which it accepts. */
  currency?: string;
  /** The application blogs authorise (MERCADOPAGO_CLIENT_ID/SECRET); unset: no connections. */
  client?: { id: string; secret: string };
  /** The authorisation page; tests point it at a local stand-in. */
  authUrl?: string;
}

const INTERVAL_LABEL = { monthly: 'mensual', yearly: 'anual' } as const;

/** MercadoPago Checkout Pro: a preference per period, payments read back by id. */
export function createMercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const base = (options.baseUrl ?? MERCADOPAGO_API).replace(/\/+$/, '');

  /** A call on the platform's own account, or on a seller's when `token` is theirs. */
  async function request(
    path: string,
    init: RequestInit = {},
    token: string | null = options.accessToken,
  ): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        ...init,
        headers: {
          accept: 'application/json',
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          'content-type': 'application/json',
          ...init.headers,
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`MercadoPago no respondió: ${(error as Error).message}`);
    }
  }

  /** The answer's JSON, read up to {@link MAX_ANSWER_BYTES}; null when unreadable or larger. */
  async function readBody(res: Response): Promise<Record<string, unknown> | null> {
    if (!res.body) return null;
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > MAX_ANSWER_BYTES) {
          await reader.cancel();
          return null;
        }
        chunks.push(value);
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  /** A Checkout Pro preference (the PRO plan's or a tip's): its id and where the payer goes. */
  async function createPreference(
    reference: string,
    preference: Record<string, unknown>,
    token: string = options.accessToken,
  ): Promise<{ id: string; url: string }> {
    const res = await request(
      '/checkout/preferences',
      {
        method: 'POST',
        headers: { 'x-idempotency-key': reference },
        body: JSON.stringify(preference),
      },
      token,
    );
    if (!res.ok) {
      throw new PaymentProviderError(`MercadoPago rechazó la preferencia (${res.status})`);
    }
    const body = await readBody(res);
    if (typeof body?.init_point !== 'string' || body.id === undefined) {
      throw new PaymentProviderError('MercadoPago respondió sin dirección de pago');
    }
    return { id: String(body.id), url: body.init_point };
  }

  const provider: Omit<PaymentProvider, keyof OneOffPayments | keyof SellerAuthorization> = {
    name: 'mercadopago',
    async createCheckout(input: CheckoutInput): Promise<Checkout> {
      const settings = `${options.publicOrigin}/cms/settings`;
      const preference = await createPreference(input.reference, {
        items: [
          {
            id: `bitacora-pro-${input.interval}`,
            title: `Bitácora PRO (${INTERVAL_LABEL[input.interval]}) · ${input.blog.name}`,
            quantity: 1,
            unit_price: input.amount,
            currency_id: options.currency ?? input.currency,
          },
        ],
        payer: { email: input.payer.email, name: input.payer.name },
        external_reference: input.reference,
        back_urls: {
          success: `${settings}?payment=success`,
          pending: `${settings}?payment=pending`,
          failure: `${settings}?payment=cancelled`,
        },
        auto_return: 'approved',
        notification_url: `${options.publicOrigin}/api/subscriptions/webhook`,
      });
      return { paymentUrl: preference.url, externalId: preference.id };
    },

    async fetchPayment(id: string): Promise<ProviderPayment | null> {
      if (!/^[0-9A-Za-z_-]{1,64}$/.test(id)) return null;
      const res = await request(`/v1/payments/${encodeURIComponent(id)}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new PaymentProviderError(`MercadoPago respondió ${res.status}`);
      const body = await readBody(res);
      if (!body || body.id === undefined || typeof body.status !== 'string') {
        throw new PaymentProviderError('MercadoPago respondió un pago ilegible');
      }
      const payer = body.payer as { id?: unknown } | undefined;
      return {
        id: String(body.id),
        status: body.status,
        externalReference:
          typeof body.external_reference === 'string' ? body.external_reference : null,
        amount: typeof body.transaction_amount === 'number' ? body.transaction_amount : null,
        payerId: payer?.id == null ? null : String(payer.id),
      };
    },

    verifyWebhook(request) {
      return verifySignature(options.webhookSecret, request);
    },

    // Recurring payments: a preapproval without an associated plan, left pending so that the
    // reader chooses how to pay at its init_point (POST /preapproval, status 'pending').
    async createPreapproval(
      seller: SellerToken,
      input: RecurringInput,
    ): Promise<RecurringCheckout> {
      const res = await request(
        '/preapproval',
        {
          method: 'POST',
          headers: { 'x-idempotency-key': input.reference },
          body: JSON.stringify({
            reason: input.reason,
            external_reference: input.reference,
            payer_email: input.payerEmail,
            auto_recurring: {
              frequency: input.interval === 'monthly' ? 1 : 12,
              frequency_type: 'months',
              transaction_amount: toProviderAmount(input.amount, input.currency),
              currency_id: input.currency,
            },
            back_url: input.backUrl,
            status: 'pending',
          }),
        },
        seller,
      );
      if (!res.ok)
        throw new PaymentProviderError(`MercadoPago rechazó la suscripción (${res.status})`);
      const body = await readBody(res);
      if (typeof body?.init_point !== 'string' || body.id === undefined) {
        throw new PaymentProviderError('MercadoPago respondió sin dirección de la suscripción');
      }
      return { id: String(body.id), checkoutUrl: body.init_point };
    },

    async fetchPreapproval(seller: SellerToken, id: string): Promise<ProviderPreapproval | null> {
      const body = await readJson(seller, `/preapproval/${encodeURIComponent(id)}`, id);
      if (!body) return null;
      return {
        id: String(body.id),
        status: String(body.status),
        externalReference:
          typeof body.external_reference === 'string' ? body.external_reference : null,
      };
    },

    async cancelPreapproval(seller: SellerToken, id: string): Promise<void> {
      if (!ID.test(id)) return;
      const res = await request(
        `/preapproval/${encodeURIComponent(id)}`,
        { method: 'PUT', body: JSON.stringify({ status: 'cancelled' }) },
        seller,
      );
      if (!res.ok)
        throw new PaymentProviderError(`MercadoPago no canceló la suscripción (${res.status})`);
    },

    // A charge of a preapproval is notified as an authorized payment; its money (fees, refunds)
    // is on the payment it made (GET /authorized_payments/{id}, then GET /v1/payments/{id}).
    async fetchRecurringPayment(
      seller: SellerToken,
      id: string,
    ): Promise<ProviderRecurringPayment | null> {
      const invoice = await readJson(seller, `/authorized_payments/${encodeURIComponent(id)}`, id);
      if (!invoice) return null;
      const made = invoice.payment as { id?: unknown } | undefined;
      const preapprovalId = String(invoice.preapproval_id ?? '');
      const currency = String(invoice.currency_id ?? '');
      if (made?.id == null || !isCurrency(currency)) {
        // Not charged yet: pending, for the invoice's amount.
        return {
          id: `invoice-${String(invoice.id)}`,
          preapprovalId,
          status: 'pending',
          gross: amountOf(invoice.transaction_amount, currency),
          currency,
          providerFee: 0,
          refunded: 0,
        };
      }
      const payment = await readJson(
        seller,
        `/v1/payments/${encodeURIComponent(String(made.id))}`,
        String(made.id),
      );
      if (!payment) return null;
      const fees = Array.isArray(payment.fee_details) ? payment.fee_details : [];
      const providerFee = fees.reduce(
        (sum: number, fee: { amount?: unknown }) => sum + amountOf(fee.amount, currency),
        0,
      );
      return {
        id: String(payment.id),
        preapprovalId,
        status: String(payment.status),
        gross: amountOf(payment.transaction_amount, currency),
        currency,
        providerFee,
        refunded: amountOf(payment.transaction_amount_refunded ?? 0, currency),
      };
    },
  };

  return { ...provider, ...tips(), ...sellers() };

  // A blog's own account: the authorisation page, and the token endpoint for a code or a
  // refresh token (POST /oauth/token, the parameters in a JSON body, no bearer).
  function sellers() {
    async function grant(body: Record<string, string>): Promise<SellerTokens> {
      const client = options.client;
      if (!client) throw new PaymentProviderError('MercadoPago: no hay aplicación configurada');
      const res = await request(
        '/oauth/token',
        {
          method: 'POST',
          body: JSON.stringify({ client_id: client.id, client_secret: client.secret, ...body }),
        },
        null,
      );
      const answer = await readBody(res);
      if (res.status === 400 && answer?.error === 'invalid_grant') {
        throw new SellerGrantRefused('MercadoPago rechazó la autorización (invalid_grant)');
      }
      if (!res.ok) throw new PaymentProviderError(`MercadoPago respondió ${res.status} al token`);
      const { access_token, refresh_token, user_id, expires_in, live_mode } = answer ?? {};
      if (
        typeof access_token !== 'string' ||
        typeof refresh_token !== 'string' ||
        (typeof user_id !== 'number' && typeof user_id !== 'string') ||
        typeof expires_in !== 'number'
      ) {
        throw new PaymentProviderError('MercadoPago respondió un token ilegible');
      }
      return {
        accessToken: access_token,
        refreshToken: refresh_token,
        userId: String(user_id),
        nickname: await nicknameOf(access_token),
        expiresIn: expires_in,
        liveMode: live_mode === true,
      };
    }

    /** The account's name, for the panel; null when the provider does not say. */
    async function nicknameOf(token: string): Promise<string | null> {
      try {
        const res = await request('/users/me', {}, token);
        const body = res.ok ? await readBody(res) : null;
        return typeof body?.nickname === 'string' ? body.nickname.slice(0, 100) : null;
      } catch {
        return null;
      }
    }

    return {
      authorizationUrl({ state, redirectUri }: { state: string; redirectUri: string }) {
        if (!options.client) return null;
        const url = new URL(options.authUrl ?? MERCADOPAGO_AUTH);
        url.searchParams.set('client_id', options.client.id);
        url.searchParams.set('response_type', 'code');
        url.searchParams.set('platform_id', 'mp');
        url.searchParams.set('state', state);
        url.searchParams.set('redirect_uri', redirectUri);
        return url.toString();
      },
      exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }) {
        return grant({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
      },
      refreshSeller(refreshToken: string) {
        return grant({ grant_type: 'refresh_token', refresh_token: refreshToken });
      },
    };
  }

  // Tips: a Checkout Pro preference for one item, the platform's share as marketplace_fee, the
  // notice to the readers' webhook, and the reader back on the blog's thank-you page.
  function tips() {
    return {
      async createTipCheckout(seller: SellerToken, input: TipInput): Promise<TipCheckout> {
        const preference = await createPreference(
          input.reference,
          {
            items: [
              {
                id: 'bitacora-tip',
                title: input.title,
                quantity: 1,
                unit_price: toProviderAmount(input.amount, input.currency),
                currency_id: input.currency,
              },
            ],
            marketplace_fee: toProviderAmount(input.platformFee, input.currency),
            external_reference: input.reference,
            back_urls: { success: input.backUrl, pending: input.backUrl, failure: input.backUrl },
            auto_return: 'approved',
            notification_url: `${options.publicOrigin}/api/members/webhook`,
          },
          seller,
        );
        return { id: preference.id, checkoutUrl: preference.url };
      },

      async fetchTipPayment(seller: SellerToken, id: string): Promise<ProviderTipPayment | null> {
        const payment = await readJson(seller, `/v1/payments/${encodeURIComponent(id)}`, id);
        if (!payment) return null;
        const currency = String(payment.currency_id ?? '');
        // The provider's own fee: not the marketplace's share, nor what the payer paid apart.
        const fees = (Array.isArray(payment.fee_details) ? payment.fee_details : []) as {
          type?: unknown;
          fee_payer?: unknown;
          amount?: unknown;
        }[];
        const providerFee = fees
          .filter((fee) => fee.type !== 'application_fee' && fee.fee_payer !== 'payer')
          .reduce((sum, fee) => sum + amountOf(fee.amount, currency), 0);
        return {
          id: String(payment.id),
          externalReference:
            typeof payment.external_reference === 'string' ? payment.external_reference : null,
          status: String(payment.status),
          gross: amountOf(payment.transaction_amount, currency),
          currency,
          providerFee,
          refunded: amountOf(payment.transaction_amount_refunded ?? 0, currency),
        };
      },
    };
  }

  async function readJson(
    seller: SellerToken,
    path: string,
    id: string,
  ): Promise<Record<string, unknown> | null> {
    if (!ID.test(id)) return null;
    const res = await request(path, {}, seller);
    if (res.status === 404) return null;
    if (!res.ok) throw new PaymentProviderError(`MercadoPago respondió ${res.status}`);
    const body = await readBody(res);
    if (!body || body.id === undefined)
      throw new PaymentProviderError('MercadoPago respondió ilegible');
    return body;
  }
}

const ID = /^[0-9A-Za-z_-]{1,64}$/;

/** A decimal the provider reports, in minor units of the currency (0 when unreadable). */
function amountOf(value: unknown, currency: string): number {
  if (!isCurrency(currency) || (typeof value !== 'number' && typeof value !== 'string')) return 0;
  return fromProviderAmount(value, currency) ?? 0;
}
