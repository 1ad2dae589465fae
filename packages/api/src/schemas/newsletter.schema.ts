import { NEWSLETTER_MESSAGES } from '@bitacora/domain';
import { z } from 'zod';
import { emailInput } from './common.schema.ts';

/** The blog's subscribe form (a form post on the blog's host; `website` is the honeypot). */
export const subscribeFormSchema = z.object({
  email: emailInput(),
  name: z.string().trim().max(100, { error: NEWSLETTER_MESSAGES.nameTooLong }).default(''),
  website: z.string().default(''),
});
export type SubscribeForm = z.infer<typeof subscribeFormSchema>;
