import type { ApiClient } from '../client.ts';
import type {
  PaymentConnection,
  PaymentConnectStart,
} from '../schemas/payment-connection.schema.ts';

/** `GET /api/members/mercadopago`: whether the blog's MercadoPago account is connected. */
export function get(client: ApiClient): Promise<PaymentConnection> {
  return client.request('/api/members/mercadopago');
}

/** `POST /api/members/mercadopago/connect`: the provider's authorisation address. */
export function connect(client: ApiClient): Promise<PaymentConnectStart> {
  return client.request('/api/members/mercadopago/connect', { method: 'POST' });
}

/** `DELETE /api/members/mercadopago`: forgets the account; answers the new state. */
export function disconnect(client: ApiClient): Promise<PaymentConnection> {
  return client.request('/api/members/mercadopago', { method: 'DELETE' });
}
