import { describe, expect, it } from 'vitest';
import { settingsBody } from './settings-body.ts';

const values = {
  title: 'Mi Blog',
  description: 'Notas',
  language: 'es' as const,
  template: 'minimal' as const,
  domain: 'miblog.com',
  googleAnalyticsId: 'G-ABC123',
  socialNetworks: {
    twitter: '@yo',
    facebook: '',
    instagram: '',
    patreon: 'https://www.patreon.com/yo',
  },
};

describe('settingsBody', () => {
  it('sends every field on PRO, social networks as a JSON string', () => {
    expect(settingsBody(values, 'PRO')).toEqual({
      ...values,
      socialNetworks:
        '{"twitter":"@yo","facebook":"","instagram":"","patreon":"https://www.patreon.com/yo"}',
    });
  });

  it('sends the currency chosen in Cobros on any plan, and nothing when it was not shown', () => {
    expect(settingsBody({ ...values, currency: 'CLP' }, 'FREE').currency).toBe('CLP');
    expect(settingsBody(values, 'PRO')).not.toHaveProperty('currency');
  });

  it('leaves out the Google Analytics ID a FREE blog may not set, and keeps the domain', () => {
    const body = settingsBody(values, 'FREE');
    expect(body).not.toHaveProperty('googleAnalyticsId');
    expect(body.domain).toBe('miblog.com');
  });

  it('sends the members setting on PRO and leaves it out on FREE, where the server refuses it', () => {
    expect(settingsBody({ ...values, membersEnabled: true }, 'PRO').membersEnabled).toBe(true);
    expect(settingsBody({ ...values, membersEnabled: true }, 'FREE')).not.toHaveProperty(
      'membersEnabled',
    );
  });

  it('sends members-only comments on PRO; on FREE only turning them off', () => {
    expect(settingsBody({ ...values, commentsMembersOnly: true }, 'PRO').commentsMembersOnly).toBe(
      true,
    );
    expect(settingsBody({ ...values, commentsMembersOnly: true }, 'FREE')).not.toHaveProperty(
      'commentsMembersOnly',
    );
    expect(
      settingsBody({ ...values, commentsMembersOnly: false }, 'FREE').commentsMembersOnly,
    ).toBe(false);
  });

  it('lets a FREE blog clear the Google Analytics ID it had', () => {
    expect(settingsBody({ ...values, googleAnalyticsId: null }, 'FREE').googleAnalyticsId).toBe(
      null,
    );
  });

  it('sends the comment rules as the form read them', () => {
    const commentRules = {
      enabled: false,
      maxLinks: 1,
      heldWords: ['casino'],
      autoApproveKnown: true,
      closeAfterDays: 30,
      blocked: [
        { kind: 'email' as const, value: 'spam@ejemplo.com', expiresAt: null },
        { kind: 'ip' as const, address: '203.0.113.7', expiresAt: null },
        { kind: 'ip' as const, hash: 'a'.repeat(64), expiresAt: '2026-12-31T22:59:00.000Z' },
      ],
    };
    expect(settingsBody({ ...values, commentRules }, 'FREE').commentRules).toEqual(commentRules);
    expect(settingsBody(values, 'FREE')).not.toHaveProperty('commentRules');
  });

  it('sends the default category when the form read one, none as null', () => {
    expect(settingsBody({ ...values, defaultCategoryId: 7 }, 'FREE').defaultCategoryId).toBe(7);
    expect(settingsBody({ ...values, defaultCategoryId: null }, 'FREE').defaultCategoryId).toBe(
      null,
    );
    expect(settingsBody(values, 'FREE')).not.toHaveProperty('defaultCategoryId');
  });

  it("sends the switcher's languages as checked, null for the main one alone", () => {
    expect(
      settingsBody({ ...values, switcherLanguages: ['es', 'en', 'pt'] }, 'FREE').switcherLanguages,
    ).toEqual(['es', 'en', 'pt']);
    expect(settingsBody({ ...values, switcherLanguages: null }, 'FREE')).toHaveProperty(
      'switcherLanguages',
      null,
    );
    expect(settingsBody(values, 'FREE')).not.toHaveProperty('switcherLanguages');
  });
});
