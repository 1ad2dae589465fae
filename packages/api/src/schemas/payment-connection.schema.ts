import { z } from 'zod';

/**
 * `GET /api/members/mercadopago` (and the answer of `DELETE`): the blog's own MercadoPago account,
 * where readers' payments go (docs/decisions/060-paid-memberships.md). Never the tokens.
 */
export const paymentConnectionSchema = z.object({
  /** This server can connect accounts (MercadoPago's application, or the sandbox). */
  configured: z.boolean(),
  /** The local sandbox stands in for MercadoPago: no real money. */
  sandbox: z.boolean(),
  /** `expired`: the provider stopped accepting it; the admin connects again. */
  status: z.enum(['connected', 'expired', 'none']),
  accountId: z.string().nullable(),
  nickname: z.string().nullable(),
  connectedAt: z.string().nullable(),
  liveMode: z.boolean(),
  /** Memberships running now: what a disconnection leaves at the provider. */
  activeMemberships: z.number().int(),
});
export type PaymentConnection = z.infer<typeof paymentConnectionSchema>;

/** `POST /api/members/mercadopago/connect`: where the admin's browser goes to authorise. */
export const paymentConnectStartSchema = z.object({ url: z.string() });
export type PaymentConnectStart = z.infer<typeof paymentConnectStartSchema>;
