import { z } from 'zod';

/** `GET /api/captcha/challenge`: an ALTCHA proof-of-work challenge. */
export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().positive().optional(),
  salt: z.string(),
  signature: z.string(),
});
