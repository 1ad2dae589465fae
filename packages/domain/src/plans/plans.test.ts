import { describe, expect, it } from 'vitest';
import {
  CUSTOM_DOMAINS_FOR_ALL_PLANS,
  hasFeature,
  isSettingsFieldEnabled,
  normalizePlan,
  PLAN_FEATURE_LINES,
  PLAN_FEATURES,
  PRICE_CAPTIONS,
  PRICING,
  PRO_ONLY_SETTINGS_FIELDS,
} from './plans.ts';

describe('hasFeature', () => {
  it('gives PRO every feature', () => {
    for (const feature of PLAN_FEATURES) expect(hasFeature('PRO', feature)).toBe(true);
  });

  it('gives FREE none of series, analytics, noAds, patreon, members', () => {
    for (const feature of ['series', 'analytics', 'noAds', 'patreon', 'members'] as const) {
      expect(hasFeature('FREE', feature)).toBe(false);
    }
  });

  it('honours the custom domain switch', () => {
    expect(CUSTOM_DOMAINS_FOR_ALL_PLANS).toBe(true);
    expect(hasFeature('FREE', 'customDomain')).toBe(true);
    expect(hasFeature('PRO', 'customDomain')).toBe(true);
  });

  it('treats unknown or missing plans as FREE', () => {
    expect(normalizePlan('pro')).toBe('PRO');
    expect(normalizePlan(' free ')).toBe('FREE');
    expect(normalizePlan('GOLD')).toBe('FREE');
    expect(normalizePlan(undefined)).toBe('FREE');
    expect(hasFeature(null, 'series')).toBe(false);
    expect(hasFeature('pro', 'series')).toBe(true);
  });
});

describe('settings fields', () => {
  it('gates domain, Google Analytics, members and members-only comments', () => {
    expect(PRO_ONLY_SETTINGS_FIELDS).toEqual([
      'domain',
      'googleAnalyticsId',
      'membersEnabled',
      'commentsMembersOnly',
      'customCss',
      'codeInjectionHead',
      'codeInjectionFoot',
      'scriptOrigins',
    ]);
    expect(isSettingsFieldEnabled('FREE', 'scriptOrigins')).toBe(false);
    expect(isSettingsFieldEnabled('PRO', 'codeInjectionHead')).toBe(true);
    expect(isSettingsFieldEnabled('FREE', 'customCss')).toBe(false);
    expect(isSettingsFieldEnabled('PRO', 'customCss')).toBe(true);
    expect(isSettingsFieldEnabled('FREE', 'commentsMembersOnly')).toBe(false);
    expect(isSettingsFieldEnabled('PRO', 'commentsMembersOnly')).toBe(true);
    expect(isSettingsFieldEnabled('FREE', 'membersEnabled')).toBe(false);
    expect(isSettingsFieldEnabled('PRO', 'membersEnabled')).toBe(true);
    expect(isSettingsFieldEnabled('FREE', 'googleAnalyticsId')).toBe(false);
    expect(isSettingsFieldEnabled('PRO', 'googleAnalyticsId')).toBe(true);
    expect(isSettingsFieldEnabled('FREE', 'domain')).toBe(CUSTOM_DOMAINS_FOR_ALL_PLANS);
    expect(isSettingsFieldEnabled('FREE', 'title')).toBe(true);
  });
});

describe('pricing', () => {
  it('has the spec prices', () => {
    expect(PRICING.FREE).toEqual({ amount: 0, period: 'lifetime' });
    expect(PRICING.PRO).toEqual({ monthly: 9.99, yearly: 99.99 });
    expect(PRICE_CAPTIONS.monthly).toContain('9.99');
    expect(PRICE_CAPTIONS.yearly).toContain('99.99');
  });

  it('lists the landing features per plan', () => {
    const included = (plan: 'FREE' | 'PRO') =>
      PLAN_FEATURE_LINES[plan].filter((line) => line.included).map((line) => line.label);
    expect(included('FREE')).toContain('Incluye anuncios');
    expect(included('FREE')).not.toContain('Widget de Patreon');
    expect(included('PRO')).toEqual(expect.arrayContaining(['Dominio propio', 'Sin anuncios']));
  });
});
