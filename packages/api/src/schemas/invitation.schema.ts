import { ACCOUNT_FIELD_MESSAGES, FIELD_MESSAGES, INVITATION_MESSAGES } from '@bitacora/domain';
import { z } from 'zod';
import { entrySignInSchema } from './auth.schema.ts';
import {
  emailInput,
  newPasswordInput,
  safeString,
  TEXT_LIMITS,
  uuidSchema,
} from './common.schema.ts';
import { ASSIGNABLE_ROLES } from './user.schema.ts';

const INVITATION_LINK_INVALID = INVITATION_MESSAGES.invalid;

/** `POST /api/invitations`: who is invited to the active blog, and as what (AUTHOR by default). */
export const createInvitationBodySchema = z.object({
  name: safeString({
    max: TEXT_LIMITS.name,
    tooLong: FIELD_MESSAGES.nameTooLong(TEXT_LIMITS.name),
  })
    .optional()
    .default(''),
  email: emailInput(),
  role: z.enum(ASSIGNABLE_ROLES, { error: ACCOUNT_FIELD_MESSAGES.roleInvalid }).optional(),
});
export type CreateInvitationBody = z.input<typeof createInvitationBodySchema>;
export type CreateInvitationData = z.output<typeof createInvitationBodySchema>;

/** An invitation not yet accepted, as the users screen lists it. */
export const invitationSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Past `expiresAt`: the link no longer works; 'Reenviar' mails a new one. */
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `GET /api/invitations/{token}` (public): what the invitee sees before accepting. */
export const invitationPreviewSchema = z.object({
  blogName: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  /** The email already has an account: accepting asks for its password instead of a new one. */
  existingAccount: z.boolean(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * `POST /api/invitations/accept` (public): the token from the mailed link and a password: a new
 * one (≥ 6) for a new account, or the current one of an existing account.
 */
export const acceptInvitationBodySchema = z.object({
  token: safeString({ required: INVITATION_LINK_INVALID, nonEmpty: true, max: 500 }),
  password: newPasswordInput(),
  /** The panel's device id, as at login. */
  device: safeString({ max: 100 }).optional(),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

/** An accepted invitation: the blog joined, and the session (or login step) it ends with. */
export const acceptInvitationResponseSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    email: z.string(),
    blogName: z.string(),
    blogUuid: uuidSchema,
  })
  .and(entrySignInSchema);
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;
