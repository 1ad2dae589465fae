import { NEWSLETTER_MESSAGES } from '@bitacora/domain';
import { z } from 'zod';
import { emailInput } from './common.schema.ts';

/**
 * `POST /members/api/send-magic-link` on a blog's host, and its form at `/members/entrar`: the
 * address a sign-in link goes to, and the name a new member starts with (optional).
 */
export const memberSignInBodySchema = z.object({
  email: emailInput(),
  name: z.string().trim().max(100, { error: NEWSLETTER_MESSAGES.nameTooLong }).default(''),
});
export type MemberSignInBody = z.input<typeof memberSignInBodySchema>;
