import {
  RECOMMENDATION_LIMITS as LIMITS,
  RECOMMENDATION_MESSAGES as M,
  recommendationUrlProblem,
} from '@bitacora/domain';
import { z } from 'zod';
import { dateTimeSchema, idSchema, safeString } from './common.schema.ts';

/**
 * A recommended site's address: whole, on https or http, without credentials
 * (@bitacora/domain's `recommendationUrlProblem`); that it is not the blog itself the server
 * checks against the blog's hosts.
 */
const recommendationUrl = safeString({ required: M.urlRequired }).superRefine((value, ctx) => {
  const problem = recommendationUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const recommendationFields = {
  url: recommendationUrl,
  title: safeString({
    required: M.titleRequired,
    nonEmpty: true,
    max: LIMITS.title,
    tooLong: M.titleTooLong(LIMITS.title),
  }),
  reason: safeString({ max: LIMITS.reason, tooLong: M.reasonTooLong(LIMITS.reason) })
    .nullable()
    .transform((value) => value ?? ''),
};

/** `POST /api/recommendations`: a site the active blog recommends; the reason may be left out. */
export const createRecommendationBodySchema = z.object({
  ...recommendationFields,
  reason: recommendationFields.reason.optional().transform((value) => value ?? ''),
});
export type CreateRecommendationBody = z.input<typeof createRecommendationBodySchema>;

/** `PATCH /api/recommendations/{id}`: any of the fields. */
export const updateRecommendationBodySchema = z.object(recommendationFields).partial();
export type UpdateRecommendationBody = z.input<typeof updateRecommendationBodySchema>;

/** A recommendation as the API answers it; `reason` is '' when none was given. */
export const recommendationSchema = z.object({
  id: idSchema,
  url: z.string(),
  title: z.string(),
  reason: z.string(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** `GET /api/recommendations`: the blog's recommendations, oldest first, and how many it may have. */
export const recommendationListSchema = z.object({
  recommendations: z.array(recommendationSchema),
  limit: z.number(),
});
export type RecommendationList = z.infer<typeof recommendationListSchema>;
