import { MEMBERSHIP_MESSAGES as M } from '@bitacora/domain';
import { z } from 'zod';
import { paginationQuerySchema, searchQuery, uuidSchema } from './common.schema.ts';

export const MEMBER_STATUSES = ['free', 'paid', 'comped'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * `GET /api/members?search=&tierId=&status=&page=&limit=`: the blog's members. `search` is looked
 * for in the email and the name; `tierId` is a tier's uuid (members with a live membership of it);
 * an empty value counts as absent.
 */
export const memberListQuerySchema = z.object({
  ...paginationQuerySchema.shape,
  search: searchQuery(),
  tierId: z.preprocess(emptyIsAbsent, z.guid({ error: M.memberTierInvalid }).optional()),
  status: z.preprocess(
    emptyIsAbsent,
    z.enum(MEMBER_STATUSES, { error: M.memberStatusInvalid }).optional(),
  ),
});
/** What a client sends; '' is 'any'. */
export interface MemberListQuery {
  search?: string;
  tierId?: string;
  status?: '' | MemberStatus;
  page?: number;
  limit?: number;
}
export type MemberListParams = z.output<typeof memberListQuerySchema>;

/** A member as the panel's list shows it; `tier` is the live membership's tier, if any. */
export const memberSummarySchema = z.object({
  uuid: uuidSchema,
  email: z.string(),
  name: z.string(),
  status: z.enum(MEMBER_STATUSES),
  tier: z.object({ uuid: uuidSchema, name: z.string() }).nullable(),
  createdAt: z.string(),
  newsletter: z.boolean(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberListSchema = z.object({
  items: z.array(memberSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type MemberList = z.infer<typeof memberListSchema>;

/** One paid membership of the member, as taken: amounts in minor units of `currency`. */
export const memberSubscriptionItemSchema = z.object({
  uuid: uuidSchema,
  tier: z.string(),
  interval: z.enum(['monthly', 'yearly']),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  currentPeriodEnd: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberSubscriptionItem = z.infer<typeof memberSubscriptionItemSchema>;

/** A row of the ledger: every amount in minor units of `currency`. */
export const memberPaymentItemSchema = z.object({
  uuid: uuidSchema,
  gross: z.number().int(),
  providerFee: z.number().int(),
  platformFee: z.number().int(),
  net: z.number().int(),
  refunded: z.number().int(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type MemberPaymentItem = z.infer<typeof memberPaymentItemSchema>;

/** `GET /api/members/:uuid`: the member, its memberships and its payments, newest first. */
export const memberDetailSchema = memberSummarySchema.extend({
  subscriptions: z.array(memberSubscriptionItemSchema),
  payments: z.array(memberPaymentItemSchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;
