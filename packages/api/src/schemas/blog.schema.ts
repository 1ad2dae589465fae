import { PLANS, ROLES } from '@bitacora/domain';
import { z } from 'zod';
import {
  blogRefSchema,
  idSchema,
  paginationQuerySchema,
  safeString,
  TEXT_LIMITS,
  uuidSchema,
} from './common.schema.ts';

/** A DNS label: lower-case letters, digits and inner hyphens, 1..63 characters. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name with at least one dot, such as `miblog.com` or `www.xn--bitcora-3wa.es`. */
export const HOSTNAME_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** §5 blog modal: the one message for a missing name or subdomain. */
const BLOG_REQUIRED = 'Nombre y subdominio son requeridos';

/** A blog's subdomain: trimmed, lower-cased, one DNS label. */
export function subdomainInput(required = 'El subdominio es obligatorio') {
  return safeString({
    required,
    nonEmpty: true,
    max: 63,
    tooLong: 'El subdominio no puede superar los 63 caracteres',
  })
    .toLowerCase()
    .regex(SUBDOMAIN_PATTERN, {
      error:
        'El subdominio solo puede tener letras minúsculas, números y guiones (no al principio ni al final)',
    });
}

/** A custom domain: a host name, or empty/null for none (read as `null`). */
export function domainInput() {
  return z
    .union([
      z.null(),
      safeString({ max: 253, tooLong: 'El dominio no puede superar los 253 caracteres' })
        .toLowerCase()
        .refine((value) => value === '' || HOSTNAME_PATTERN.test(value), {
          error: 'El dominio no es válido (ejemplo: miblog.com)',
        }),
    ])
    .transform((value) => (value === '' ? null : value));
}

/**
 * §3 Blog. `role` is the signed-in viewer's role in this blog (ADMIN and AUTHOR are per blog;
 * SUPER_ADMIN for the super admin): the blog list, the blog lookup and a save answer it.
 */
export const blogSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  name: z.string(),
  subdomain: z.string(),
  domain: z.string().nullable(),
  plan: z.enum(PLANS),
  role: z.enum(ROLES).optional(),
});
export type Blog = z.infer<typeof blogSchema>;

const planInput = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(PLANS, { error: 'El plan debe ser FREE o PRO' }));

const blogFields = {
  name: safeString({
    required: BLOG_REQUIRED,
    nonEmpty: true,
    max: TEXT_LIMITS.name,
    tooLong: `El nombre no puede superar los ${TEXT_LIMITS.name} caracteres`,
  }),
  subdomain: subdomainInput(BLOG_REQUIRED),
  domain: domainInput().optional(),
  plan: planInput.optional(),
};

/** `POST /api/blogs`: name, subdomain, optional custom domain (empty → null) and plan. */
export const createBlogBodySchema = z.object(blogFields);
export type CreateBlogBody = z.input<typeof createBlogBodySchema>;
export type CreateBlogData = z.output<typeof createBlogBodySchema>;

/** `PATCH /api/blogs/uuid/{uuid}` or `/api/blogs/{id}`: any of the same fields. */
export const updateBlogBodySchema = z.object(blogFields).partial();
export type UpdateBlogBody = z.input<typeof updateBlogBodySchema>;
export type UpdateBlogData = z.output<typeof updateBlogBodySchema>;

/** `GET /api/blogs?adminId=`: the blogs of one administrator (numeric id or uuid). */
export const listBlogsQuerySchema = paginationQuerySchema.extend({
  adminId: z
    .union([z.literal('').transform(() => undefined), blogRefSchema], {
      error: 'El identificador del administrador no es válido',
    })
    .optional(),
});
export type ListBlogsQuery = z.input<typeof listBlogsQuerySchema>;
