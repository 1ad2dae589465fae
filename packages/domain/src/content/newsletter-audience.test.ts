import { describe, expect, it } from 'vitest';
import { CONTENT_FIELD_MESSAGES } from '../messages.es.ts';
import {
  NEWSLETTER_AUDIENCE_LABELS,
  NEWSLETTER_AUDIENCES,
  newsletterAudienceAllowed,
  parseNewsletterAudience,
  validateNewsletterAudience,
} from './newsletter-audience.ts';

describe('newsletter audience', () => {
  it('is all, members or paid, each with its label in the select', () => {
    expect(NEWSLETTER_AUDIENCES).toEqual(['all', 'members', 'paid']);
    expect(NEWSLETTER_AUDIENCE_LABELS).toEqual({
      all: 'Todos los suscriptores',
      members: 'Solo miembros',
      paid: 'Solo miembros de pago',
    });
    expect(parseNewsletterAudience('members')).toBe('members');
    expect(parseNewsletterAudience('todos')).toBeNull();
    expect(parseNewsletterAudience(1)).toBeNull();
    expect(validateNewsletterAudience('paid')).toBeNull();
    expect(validateNewsletterAudience('vip')).toBe(
      CONTENT_FIELD_MESSAGES.newsletterAudienceInvalid,
    );
  });

  it('members and paid are PRO; everyone is always allowed', () => {
    expect(newsletterAudienceAllowed('FREE', 'all')).toBe(true);
    expect(newsletterAudienceAllowed('FREE', 'members')).toBe(false);
    expect(newsletterAudienceAllowed('FREE', 'paid')).toBe(false);
    expect(newsletterAudienceAllowed('PRO', 'paid')).toBe(true);
  });
});
