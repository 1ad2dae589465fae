import { BILLING_INTERVALS, CHECKOUT_FIELD_MESSAGES, PLANS } from '@bitacora/domain';
import { z } from 'zod';

/** `GET /api/subscriptions/status`. */
export const subscriptionStatusSchema = z.object({
  plan: z.enum(PLANS),
  status: z.string(),
  next_payment_date: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** `POST /api/subscriptions/create-preference`: monthly or yearly, plan PRO. */
export const createPreferenceBodySchema = z.object({
  interval: z.enum(BILLING_INTERVALS, { error: CHECKOUT_FIELD_MESSAGES.billingIntervalInvalid }),
  plan: z.literal('PRO', { error: CHECKOUT_FIELD_MESSAGES.planNotPro }),
});
export type CreatePreferenceBody = z.input<typeof createPreferenceBodySchema>;

/** The checkout address the browser is sent to. */
export const createPreferenceResponseSchema = z.object({ payment_url: z.string() });
export type CreatePreferenceResponse = z.infer<typeof createPreferenceResponseSchema>;
