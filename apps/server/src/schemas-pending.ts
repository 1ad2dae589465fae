/*
 * TODO(server): replace with imports from '@bitacora/api' once packages/api exports its
 * schemas (its index.ts is not there yet). Same names and rules as
 * packages/api/src/schemas/{common,auth,blog}.schema.ts, so the swap is an import change.
 */
import { PLANS } from '@bitacora/domain';
import { z } from 'zod';

z.config(z.locales.es());

const DIGITS = /^\d+$/;
const noNul = (value: string) => !value.includes('\0');
const NUL = 'El texto contiene caracteres no permitidos';

export const uuidSchema = z.guid({ error: 'El identificador no es válido' });

export const blogRefSchema = z.union(
  [
    uuidSchema,
    z
      .string()
      .trim()
      .regex(DIGITS)
      .transform(Number)
      .pipe(z.number().int().positive().max(2_147_483_647)),
    z.number().int().positive().max(2_147_483_647),
  ],
  { error: 'El identificador del blog no es válido' },
);

export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'La página debe ser un número' })
    .int({ error: 'La página debe ser un número entero' })
    .min(1, { error: 'La página debe ser 1 o mayor' })
    .default(1),
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int({ error: 'El límite debe ser un número entero' })
    .min(1, { error: 'El límite debe ser al menos 1' })
    .max(100, { error: 'El límite no puede superar 100' })
    .default(20),
});

export const uuidParamSchema = z.object({ uuid: uuidSchema });
export const numericIdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'El identificador no es válido' })
    .int({ error: 'El identificador no es válido' })
    .positive({ error: 'El identificador no es válido' })
    .max(2_147_483_647, { error: 'El identificador no es válido' }),
});

const LOGIN_REQUIRED = 'Por favor ingresa tu correo y contraseña';
export const loginBodySchema = z.object({
  email: z
    .string({ error: LOGIN_REQUIRED })
    .trim()
    .min(1, { error: LOGIN_REQUIRED })
    .max(254, { error: 'El email no puede superar los 254 caracteres' })
    .refine(noNul, { error: NUL })
    .toLowerCase(),
  password: z
    .string({ error: LOGIN_REQUIRED })
    .min(1, { error: LOGIN_REQUIRED })
    .max(200, { error: 'La contraseña no puede superar los 200 caracteres' })
    .refine(noNul, { error: NUL }),
});

export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const HOSTNAME_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const BLOG_REQUIRED = 'Nombre y subdominio son requeridos';

const blogFields = {
  name: z
    .string({ error: BLOG_REQUIRED })
    .trim()
    .min(1, { error: BLOG_REQUIRED })
    .max(100, { error: 'El nombre no puede superar los 100 caracteres' })
    .refine(noNul, { error: NUL }),
  subdomain: z
    .string({ error: BLOG_REQUIRED })
    .trim()
    .min(1, { error: BLOG_REQUIRED })
    .max(63, { error: 'El subdominio no puede superar los 63 caracteres' })
    .toLowerCase()
    .regex(SUBDOMAIN_PATTERN, {
      error:
        'El subdominio solo puede tener letras minúsculas, números y guiones (no al principio ni al final)',
    }),
  domain: z
    .union([
      z.null(),
      z
        .string()
        .trim()
        .max(253, { error: 'El dominio no puede superar los 253 caracteres' })
        .toLowerCase()
        .refine((value) => value === '' || HOSTNAME_PATTERN.test(value), {
          error: 'El dominio no es válido (ejemplo: miblog.com)',
        }),
    ])
    .transform((value) => (value === '' ? null : value))
    .optional(),
  plan: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(PLANS, { error: 'El plan debe ser FREE o PRO' }))
    .optional(),
};

export const createBlogBodySchema = z.object(blogFields);
export const updateBlogBodySchema = z.object(blogFields).partial();

export const listBlogsQuerySchema = paginationQuerySchema.extend({
  adminId: z
    .union([z.literal('').transform(() => undefined), blogRefSchema], {
      error: 'El identificador del administrador no es válido',
    })
    .optional(),
});
