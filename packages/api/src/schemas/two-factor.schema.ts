import {
  FIELD_MESSAGES,
  MAX_PLATFORM_FEE_BPS,
  MEMBERSHIP_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from '@bitacora/domain';
import { z } from 'zod';
import { safeString, TEXT_LIMITS } from './common.schema.ts';

/** A code as typed: a TOTP code, a recovery code or an emailed code (each server-checked). */
export const twoFactorCodeInput = () =>
  safeString({
    required: TWO_FACTOR_MESSAGES.codeRequired,
    nonEmpty: true,
    max: 32,
    tooLong: TWO_FACTOR_MESSAGES.codeInvalid,
  });

/** What enrolment shows: the QR code (an SVG `data:` address), the otpauth address, the key. */
export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** `GET /api/two-factor`: the caller's own two-factor sign-in. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  /** A blog of theirs or the platform requires it: it cannot be turned off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The account's password, asked again before two-factor is turned on. */
const currentPasswordInput = () =>
  safeString({
    trim: false,
    required: TWO_FACTOR_MESSAGES.passwordRequired,
    nonEmpty: true,
    max: TEXT_LIMITS.password,
  });

/**
 * `POST /api/two-factor/setup`: the password again, so a stolen session alone cannot turn
 * two-factor on and lock the owner out.
 */
export const setupTwoFactorBodySchema = z.strictObject({ password: currentPasswordInput() });
export type SetupTwoFactorBody = z.input<typeof setupTwoFactorBodySchema>;

/** `POST /api/two-factor/enable`: a code of the secret just shown, and the password again. */
export const enableTwoFactorBodySchema = z.strictObject({
  code: twoFactorCodeInput(),
  password: currentPasswordInput(),
});
export type EnableTwoFactorBody = z.input<typeof enableTwoFactorBodySchema>;

/**
 * Turning two-factor off or making new recovery codes: the user proves it is them again, with
 * their password or a code (from the app, or a recovery code). Exactly one of the two.
 */
export const twoFactorProofBodySchema = z
  .strictObject({
    password: safeString({
      trim: false,
      required: TWO_FACTOR_MESSAGES.proofRequired,
      nonEmpty: true,
      max: TEXT_LIMITS.password,
    }).optional(),
    code: twoFactorCodeInput().optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    error: TWO_FACTOR_MESSAGES.proofRequired,
  });
export type TwoFactorProofBody = z.input<typeof twoFactorProofBodySchema>;

/** The ten recovery codes, shown once. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** `GET`/`PUT /api/platform-settings` (SUPER_ADMIN). */
export const platformSettingsSchema = z.object({
  requireTwoFactor: z.boolean(),
  /** The platform's share of readers' tips, in basis points. */
  platformFeeBps: z.number().int(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export const updatePlatformSettingsBodySchema = z.strictObject({
  requireTwoFactor: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }),
  /** The platform's share of readers' tips, in basis points (0 to 5000); unchanged when absent. */
  platformFeeBps: z
    .number({ error: MEMBERSHIP_MESSAGES.platformFeeInvalid })
    .int({ error: MEMBERSHIP_MESSAGES.platformFeeInvalid })
    .min(0, { error: MEMBERSHIP_MESSAGES.platformFeeInvalid })
    .max(MAX_PLATFORM_FEE_BPS, { error: MEMBERSHIP_MESSAGES.platformFeeInvalid })
    .optional(),
});
export type UpdatePlatformSettingsBody = z.input<typeof updatePlatformSettingsBodySchema>;
