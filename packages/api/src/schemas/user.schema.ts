import {
  ACCOUNT_FIELD_MESSAGES,
  ASSIGNABLE_ROLES,
  type AssignableRole,
  checkProfileLink,
  FIELD_MESSAGES,
  PROFILE_LINK_MESSAGES,
  type ProfileLinkKey,
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

const linkSchema = z.string().nullable();

/** An account's social links: the six keys, each its https:// address or null when unset. */
export const socialLinksSchema = z.object({
  website: linkSchema,
  x: linkSchema,
  mastodon: linkSchema,
  instagram: linkSchema,
  linkedin: linkSchema,
  github: linkSchema,
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** User (server record). */
export const userSchema = z.object({
  uuid: uuidSchema,
  id: idSchema,
  name: z.string().nullable(),
  email: z.string(),
  bio: z.string().nullable(),
  picture: z.string().nullable(),
  role: z.enum(ROLES),
  socialLinks: socialLinksSchema,
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

/**
 * One social link as typed, through the domain's rule: '' or null unsets it (null), a refused
 * value is reported at its own field (`socialLinks.github`) with the rule's message.
 */
const socialLinkInput = (key: ProfileLinkKey) =>
  z
    .string({ error: FIELD_MESSAGES.notText })
    .nullable()
    .transform((value, ctx) => {
      const check = checkProfileLink(key, value);
      if (check.ok) return check.link;
      ctx.issues.push({ code: 'custom', input: value, message: check.message });
      return z.NEVER;
    })
    .optional();

/** The social links a call sends: any of the six keys; one left out is not changed. */
const socialLinksInput = z.object(
  {
    website: socialLinkInput('website'),
    x: socialLinkInput('x'),
    mastodon: socialLinkInput('mastodon'),
    instagram: socialLinkInput('instagram'),
    linkedin: socialLinkInput('linkedin'),
    github: socialLinkInput('github'),
  },
  { error: PROFILE_LINK_MESSAGES.notList },
);

/**
 * `POST /api/users`: name, email, password (≥ 6), bio, role (AUTHOR when absent) and social
 * links.
 */
export const createUserBodySchema = z.object({
  name: nameInput.optional().default(''),
  email: emailInput(),
  password: newPasswordInput(),
  bio: bioInput.optional().default(''),
  role: roleInput.optional(),
  socialLinks: socialLinksInput.optional(),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;
export type CreateUserData = z.output<typeof createUserBodySchema>;

/**
 * `PATCH /api/users/uuid/{uuid}`: name, bio, social links, and optionally role, password, currentPassword.
 * The email cannot change, so an `email` key is refused; a blank password means "keep it".
 */
export const updateUserBodySchema = z.object({
  name: nameInput.optional(),
  bio: bioInput.optional(),
  /** Merged into the stored links: a key left out keeps its link, '' or null unsets it. */
  socialLinks: socialLinksInput.optional(),
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
