import {
  ACCOUNT_FIELD_MESSAGES,
  ASSIGNABLE_ROLES,
  type AssignableRole,
  FIELD_MESSAGES,
  ROLES,
} from '@bitacora/domain';
import { z } from 'zod';
import {
  emailInput,
  idSchema,
  newPasswordInput,
  safeString,
  TEXT_LIMITS,
  uuidSchema,
} from './common.schema.ts';

/** User (server record). */
export const userSchema = z.object({
  uuid: uuidSchema,
  id: idSchema,
  name: z.string().nullable(),
  email: z.string(),
  bio: z.string().nullable(),
  picture: z.string().nullable(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof userSchema>;

/** The roles a user form can give (SUPER_ADMIN is never assigned through it). */
export { ASSIGNABLE_ROLES, type AssignableRole };

const roleInput = z.enum(ASSIGNABLE_ROLES, { error: ACCOUNT_FIELD_MESSAGES.roleInvalid });

/** The list falls back to 'Sin nombre', so a name may be empty. */
const nameInput = safeString({
  max: TEXT_LIMITS.name,
  tooLong: FIELD_MESSAGES.nameTooLong(TEXT_LIMITS.name),
});

const bioInput = z
  .union([
    z.null(),
    safeString({
      max: TEXT_LIMITS.bio,
      tooLong: ACCOUNT_FIELD_MESSAGES.bioTooLong(TEXT_LIMITS.bio),
    }),
  ])
  .transform((value) => value ?? '');

/** `POST /api/users`: name, email, password (≥ 6), bio and role (AUTHOR when absent). */
export const createUserBodySchema = z.object({
  name: nameInput.optional().default(''),
  email: emailInput(),
  password: newPasswordInput(),
  bio: bioInput.optional().default(''),
  role: roleInput.optional(),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;
export type CreateUserData = z.output<typeof createUserBodySchema>;

/**
 * `PATCH /api/users/uuid/{uuid}`: name, bio, and optionally role, password, currentPassword.
 * The email cannot change, so an `email` key is refused; a blank password means "keep it".
 */
export const updateUserBodySchema = z.object({
  name: nameInput.optional(),
  bio: bioInput.optional(),
  role: roleInput.optional(),
  password: z.union([z.literal('').transform(() => undefined), newPasswordInput()]).optional(),
  currentPassword: safeString({ trim: false, max: TEXT_LIMITS.password })
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  email: z.never({ error: ACCOUNT_FIELD_MESSAGES.emailReadOnly }).optional(),
  /** 'Quitar foto': the picture goes back to the placeholder and its file is deleted. */
  removePicture: z.boolean().optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;
export type UpdateUserData = z.output<typeof updateUserBodySchema>;

/** What the picture uploads answer (`POST …/picture`, profile-picture-test): the user. */
export const uploadPictureResponseSchema = z.object({
  user: userSchema.partial().extend({ picture: z.string().nullable() }),
});
export type UploadPictureResponse = z.infer<typeof uploadPictureResponseSchema>;
