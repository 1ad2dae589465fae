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
  /** The gift, while the member has one: its tier (none: every paid post) and its end (none: no end). */
  comp: z
    .object({
      tier: z.object({ uuid: uuidSchema, name: z.string() }).nullable(),
      until: z.string().nullable(),
    })
    .nullable(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** A calendar day `YYYY-MM-DD` (its end, UTC) or an instant; '' and null are 'none'. */
const endDate = z.preprocess(
  emptyIsAbsent,
  z
    .string({ error: M.compUntilInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/, { error: M.compUntilInvalid })
    .transform((value, ctx) => {
      const date = new Date(/T/.test(value) ? value : `${value}T23:59:59.999Z`);
      if (
        Number.isNaN(date.getTime()) ||
        (!/T/.test(value) && date.toISOString().slice(0, 10) !== value)
      ) {
        ctx.addIssue({ code: 'custom', message: M.compUntilInvalid });
        return z.NEVER;
      }
      return date;
    })
    .nullish(),
);

/**
 * `POST /api/members/:uuid/comp`: gifts a membership, of a paid tier (its uuid; none: every paid
 * post) until a day (its end; none: until the gift is taken back). Sent again, it changes them.
 */
export const memberCompBodySchema = z.object({
  tierId: z.preprocess(emptyIsAbsent, z.guid({ error: M.memberTierInvalid }).nullish()),
  until: endDate,
});
export type MemberCompBody = { tierId?: string | null; until?: string | null };
export type MemberCompInput = z.output<typeof memberCompBodySchema>;

/** The text fields of `POST /api/members/import` beside its `file`. */
export const memberImportFieldsSchema = z.object({
  paidUntil: z.preprocess(
    emptyIsAbsent,
    z
      .string({ error: M.importPaidUntilInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.importPaidUntilInvalid })
      .transform((value, ctx) => {
        const date = new Date(`${value}T23:59:59.999Z`);
        if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
          ctx.addIssue({ code: 'custom', message: M.importPaidUntilInvalid });
          return z.NEVER;
        }
        return date;
      })
      .optional(),
  ),
});

/** What an import did: new members, members it changed, rows it left, and the rows it refused. */
export const memberImportReportSchema = z.object({
  imported: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  /** Of the new and changed, those given a gift (comped there, or paying there). */
  comped: z.number().int().nonnegative(),
  errors: z.array(z.object({ line: z.number().int().positive(), message: z.string() })),
});
export type MemberImportReport = z.infer<typeof memberImportReportSchema>;

/** `GET /api/members/tips?page=&limit=`: the blog's paid tips, newest first. */
export const memberTipListQuerySchema = paginationQuerySchema;

/** A paid tip: what the reader left and how its money divided, in minor units of `currency`. */
export const memberTipItemSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  message: z.string(),
  currency: z.string(),
  gross: z.number().int(),
  providerFee: z.number().int(),
  platformFee: z.number().int(),
  net: z.number().int(),
  status: z.string(),
  refunded: z.number().int(),
  createdAt: z.string(),
});
export type MemberTipItem = z.infer<typeof memberTipItemSchema>;

export const memberTipListSchema = z.object({
  tips: z.array(memberTipItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type MemberTipList = z.infer<typeof memberTipListSchema>;
