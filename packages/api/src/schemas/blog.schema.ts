import {
  ACCOUNT_FIELD_MESSAGES,
  BLOG_MESSAGES,
  FIELD_MESSAGES,
  LANGUAGES,
  normalizeHostName,
  PLANS,
  ROLES,
  validateCustomDomain,
  validateSubdomain,
} from '@bitacora/domain';
import { z } from 'zod';
import {
  blogRefSchema,
  fromRule,
  idSchema,
  paginationQuerySchema,
  safeString,
  TEXT_LIMITS,
  uuidSchema,
} from './common.schema.ts';

/** Blog modal: the one message for a missing name or subdomain. */
const BLOG_REQUIRED = BLOG_MESSAGES.modalRequired;

/**
 * A blog's subdomain, trimmed and lower-cased, by the domain's rule (length, characters, hyphens,
 * reserved names); `required` is the caller's word for a missing one.
 */
export function subdomainInput(required: string = BLOG_MESSAGES.subdomainRequired) {
  // A blank one is already `required`'s issue: zod would run the rule anyway and repeat it.
  const rule = (subdomain: string) => (subdomain === '' ? null : validateSubdomain(subdomain));
  return safeString({ required, nonEmpty: true }).toLowerCase().superRefine(fromRule(rule));
}

/**
 * A custom domain by the domain's rule (normalised, no scheme or path, a valid host name), or
 * empty/null for none (read as `null`). The server adds the product-domain check, which needs
 * its configured public domain.
 */
export function domainInput() {
  const rule = (host: string) => (host === '' ? null : validateCustomDomain(host, null));
  return z
    .union([z.null(), safeString({}).transform(normalizeHostName).superRefine(fromRule(rule))])
    .transform((value) => (value === '' ? null : value));
}

/**
 * Blog. `role` is the signed-in viewer's role in this blog (ADMIN and AUTHOR are per blog;
 * SUPER_ADMIN for the super admin): the blog list, the blog lookup and a save answer it.
 */
export const blogSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  name: z.string(),
  subdomain: z.string(),
  domain: z.string().nullable(),
  /** False while the domain's DNS is not verified: the subdomain is the blog's address then. */
  domainVerified: z.boolean().optional(),
  plan: z.enum(PLANS),
  role: z.enum(ROLES).optional(),
  /** The IANA zone scheduled times are shown and entered in (the active blog's answer). */
  timeZone: z.string().optional(),
  /** The blog's main language, its new posts' and pages' (the active blog's answer). */
  language: z.enum(LANGUAGES).optional(),
});
export type Blog = z.infer<typeof blogSchema>;

const planInput = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(PLANS, { error: ACCOUNT_FIELD_MESSAGES.planInvalid }));

const blogFields = {
  name: safeString({
    required: BLOG_REQUIRED,
    nonEmpty: true,
    max: TEXT_LIMITS.name,
    tooLong: FIELD_MESSAGES.nameTooLong(TEXT_LIMITS.name),
  }),
  subdomain: subdomainInput(BLOG_REQUIRED),
  domain: domainInput().optional(),
  plan: planInput.optional(),
};

/** `POST /api/blogs`: name, subdomain, optional custom domain (empty → null) and plan. */
export const createBlogBodySchema = z.object(blogFields);
export type CreateBlogBody = z.input<typeof createBlogBodySchema>;

/** `PATCH /api/blogs/uuid/{uuid}` or `/api/blogs/{id}`: any of the same fields. */
export const updateBlogBodySchema = z.object(blogFields).partial();
export type UpdateBlogBody = z.input<typeof updateBlogBodySchema>;

/** `GET /api/blogs?adminId=`: the blogs of one administrator (numeric id or uuid). */
export const listBlogsQuerySchema = paginationQuerySchema.extend({
  adminId: z
    .union([z.literal('').transform(() => undefined), blogRefSchema], {
      error: ACCOUNT_FIELD_MESSAGES.adminIdInvalid,
    })
    .optional(),
});
export type ListBlogsQuery = z.input<typeof listBlogsQuerySchema>;
