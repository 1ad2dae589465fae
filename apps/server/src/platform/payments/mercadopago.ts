import {
  type Checkout,
  type CheckoutInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from './provider.ts';
import { verifySignature } from './signature.ts';

export const MERCADOPAGO_API = 'https://api.mercadopago.com';
const TIMEOUT_MS = 10_000;

export interface MercadoPagoOptions {
  accessToken: string;
  webhookSecret: string;
  /** Where our links point (back URLs and the notification URL). */
  publicOrigin: string;
  /** The API's base URL; tests point it at a local stand-in. */
  baseUrl?: string;
  /** Checkout currency (MERCADOPAGO_CURRENCY); the account's country decides which it accepts. */
  currency?: string;
}

const INTERVAL_LABEL = { monthly: 'mensual', yearly: 'anual' } as const;

/** MercadoPago Checkout Pro: a preference per period, payments read back by id. */
export function createMercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const base = (options.baseUrl ?? MERCADOPAGO_API).replace(/\/+$/, '');

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
          ...init.headers,
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`MercadoPago no respondió: ${(error as Error).message}`);
    }
  }

  return {
    name: 'mercadopago',
    async createCheckout(input: CheckoutInput): Promise<Checkout> {
      const settings = `${options.publicOrigin}/cms/settings`;
      const res = await request('/checkout/preferences', {
        method: 'POST',
        headers: { 'x-idempotency-key': input.reference },
        body: JSON.stringify({
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
        }),
      });
      if (!res.ok) {
        throw new PaymentProviderError(`MercadoPago rechazó la preferencia (${res.status})`);
      }
      const body = (await res.json().catch(() => null)) as {
        id?: unknown;
        init_point?: unknown;
      } | null;
      if (typeof body?.init_point !== 'string' || body.id === undefined) {
        throw new PaymentProviderError('MercadoPago respondió sin dirección de pago');
      }
      return { paymentUrl: body.init_point, externalId: String(body.id) };
    },

    async fetchPayment(id: string): Promise<ProviderPayment | null> {
      if (!/^[0-9A-Za-z_-]{1,64}$/.test(id)) return null;
      const res = await request(`/v1/payments/${encodeURIComponent(id)}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new PaymentProviderError(`MercadoPago respondió ${res.status}`);
      const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
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
  };
}
