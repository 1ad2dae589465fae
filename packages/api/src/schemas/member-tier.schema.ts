import { MEMBERSHIP_MESSAGES as M } from '@bitacora/domain';
import { z } from 'zod';
import { safeString } from './common.schema.ts';

/**
 * A price as the API carries it: an integer count of the currency's minor units (cents; whole
 * pesos in CLP and COP), never a decimal. Whether it is above the provider's minimum depends on
 * the blog's currency, which the server applies (@bitacora/domain's `priceProblem`).
 */
const price = z.number({ error: M.priceInvalid }).int({ error: M.priceInvalid }).min(0, {
  error: M.priceInvalid,
});

const tierFields = {
  name: safeString({
    required: M.tierNameRequired,
    nonEmpty: true,
    max: 100,
    tooLong: M.tierNameTooLong,
  }),
  description: safeString({ max: 2000, tooLong: M.tierDescriptionTooLong }),
  benefits: z
    .array(safeString({ nonEmpty: true, max: 200, tooLong: M.benefitTooLong }))
    .max(20, { error: M.tooManyBenefits }),
  monthlyPrice: price,
  yearlyPrice: price,
  active: z.boolean(),
  sortOrder: z
    .number({ error: M.sortOrderInvalid })
    .int({ error: M.sortOrderInvalid })
    .min(0, { error: M.sortOrderInvalid })
    .max(10_000, { error: M.sortOrderInvalid }),
};

/** `POST /api/members/tiers`: a paid tier of the active blog. */
export const createMemberTierBodySchema = z.object({
  ...tierFields,
  description: tierFields.description.default(''),
  benefits: tierFields.benefits.default([]),
  active: tierFields.active.default(true),
  sortOrder: tierFields.sortOrder.optional(),
});
export type CreateMemberTierBody = z.input<typeof createMemberTierBodySchema>;

/** `PATCH /api/members/tiers/:uuid`: any of the fields; the free tier keeps its zero prices. */
export const updateMemberTierBodySchema = z.object(tierFields).partial();
export type UpdateMemberTierBody = z.input<typeof updateMemberTierBodySchema>;

/** A tier as the API answers it; prices in minor units of `currency`. */
export const memberTierSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  free: z.boolean(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  currency: z.string(),
  active: z.boolean(),
  sortOrder: z.number(),
});
export type MemberTier = z.infer<typeof memberTierSchema>;

/** `GET /api/members/tiers`: the blog's currency and its tiers, the free one first. */
export const memberTierListSchema = z.object({
  currency: z.string(),
  tiers: z.array(memberTierSchema),
});
export type MemberTierList = z.infer<typeof memberTierListSchema>;
