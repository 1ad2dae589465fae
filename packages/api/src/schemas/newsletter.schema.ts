import { CONTENT_FIELD_MESSAGES, type Language, NEWSLETTER_MESSAGES } from '@bitacora/domain';
import { z } from 'zod';
import { emailInput, languageInput } from './common.schema.ts';

/** The blog's subscribe form (a form post on the blog's host; `website` is the honeypot). */
export const subscribeFormSchema = z.object({
  email: emailInput(),
  name: z.string().trim().max(100, { error: NEWSLETTER_MESSAGES.nameTooLong }).default(''),
  website: z.string().default(''),
  /** The language of the mails (es, en, fr, pt); the page's when absent. */
  language: languageInput.optional(),
});
export type SubscribeForm = z.infer<typeof subscribeFormSchema>;

/** `GET /api/subscribers` query: a search and a page. */
export const subscriberListQuerySchema = z.object({
  q: z.string().trim().max(254).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** `POST /api/subscribers/import`: the CSV's text. */
export const subscriberImportBodySchema = z.object({
  csv: z.string({ error: NEWSLETTER_MESSAGES.importUnreadable }),
});

/** `PUT /api/subscribers/settings`: whether the mail carries the whole post. */
export const newsletterSettingsBodySchema = z.object({
  fullContent: z.boolean({ error: CONTENT_FIELD_MESSAGES.fullContentInvalid }),
});

export interface SubscriberItem {
  uuid: string;
  email: string;
  name: string;
  state: 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED';
  source: 'FORM' | 'IMPORT';
  /** The language of the subscriber's mails. */
  language: Language;
  createdAt: string;
  confirmedAt: string | null;
}

export interface SubscriberList {
  items: SubscriberItem[];
  total: number;
  page: number;
  pageSize: number;
  counts: { confirmed: number; pending: number; unsubscribed: number };
  /** New confirmed subscribers per ISO week (Monday) and per month, oldest first. */
  growth: { weeks: { start: string; count: number }[]; months: { start: string; count: number }[] };
  /** The plan's limit on one post's mail (null: none), and how many confirmed are past it. */
  limit: number | null;
  overLimit: number;
  fullContent: boolean;
}
