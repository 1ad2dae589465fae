import { CONTENT_FIELD_MESSAGES } from '../messages.es.ts';
import { hasFeature } from '../plans/plans.ts';

/**
 * Who a post's mail goes to: every confirmed subscriber, only those who are members of the blog
 * (same email: one person, docs/decisions/058-members-sign-in-by-link.md), or only members with
 * a paid or gifted membership. What each mail carries is still what its reader may read.
 */
export const NEWSLETTER_AUDIENCES = ['all', 'members', 'paid'] as const;
export type NewsletterAudience = (typeof NEWSLETTER_AUDIENCES)[number];

/** The post form's 'Enviar a', in the order of its select. */
export const NEWSLETTER_AUDIENCE_LABEL = 'Enviar a';
export const NEWSLETTER_AUDIENCE_LABELS: Record<NewsletterAudience, string> = {
  all: 'Todos los suscriptores',
  members: 'Solo miembros',
  paid: 'Solo miembros de pago',
};

/** A value of the API's `newsletterAudience`, or null when it is none of them. */
export function parseNewsletterAudience(value: unknown): NewsletterAudience | null {
  return typeof value === 'string' && (NEWSLETTER_AUDIENCES as readonly string[]).includes(value)
    ? (value as NewsletterAudience)
    : null;
}

/** The API's check of `newsletterAudience`: its message, or null when it is one of the three. */
export function validateNewsletterAudience(value: unknown): string | null {
  return parseNewsletterAudience(value) === null
    ? CONTENT_FIELD_MESSAGES.newsletterAudienceInvalid
    : null;
}

/**
 * Whether a blog on `plan` may mail a post to this audience: members are a PRO feature. Mailing
 * everyone is always allowed, so a blog back on FREE can go back to it.
 */
export function newsletterAudienceAllowed(
  plan: string | null | undefined,
  audience: NewsletterAudience,
): boolean {
  return audience === 'all' || hasFeature(plan, 'members');
}
