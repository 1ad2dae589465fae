import { describe, expect, it } from 'vitest';
import { CONTENT_FIELD_MESSAGES } from '../messages.es.ts';
import {
  CONTENT_VISIBILITIES,
  freePreview,
  memberAudience,
  PAYWALL_MARKER,
  parseVisibility,
  readableContent,
  readsWhole,
  tierOpens,
  VISIBILITY_LABELS,
  VISIBILITY_TIERS_MAX,
  validateVisibility,
  visibilityAllowed,
  visibilityTiersProblem,
} from './visibility.ts';

describe('visibility', () => {
  it('reads the three values and nothing else', () => {
    expect(CONTENT_VISIBILITIES.map(parseVisibility)).toEqual(['public', 'members', 'paid']);
    for (const wrong of ['PUBLIC', 'private', '', null, 3, undefined]) {
      expect(parseVisibility(wrong)).toBeNull();
      expect(validateVisibility(wrong)).toBe(CONTENT_FIELD_MESSAGES.visibilityInvalid);
    }
    expect(validateVisibility('members')).toBeNull();
    expect(VISIBILITY_LABELS).toEqual({
      public: 'Público',
      members: 'Solo miembros',
      paid: 'Miembros de pago',
    });
  });

  it('lets only PRO blogs gate an item; any blog may make it public', () => {
    expect(visibilityAllowed('PRO', 'members')).toBe(true);
    expect(visibilityAllowed('PRO', 'paid')).toBe(true);
    expect(visibilityAllowed('FREE', 'members')).toBe(false);
    expect(visibilityAllowed('FREE', 'paid')).toBe(false);
    expect(visibilityAllowed(undefined, 'paid')).toBe(false);
    expect(visibilityAllowed('FREE', 'public')).toBe(true);
  });

  it('decides who reads whole', () => {
    const table = (['visitor', 'member', 'paid', 'staff'] as const).map((audience) =>
      CONTENT_VISIBILITIES.map((visibility) => readsWhole(visibility, audience)),
    );
    expect(table).toEqual([
      [true, false, false],
      [true, true, false],
      [true, true, true],
      [true, true, true],
    ]);
  });

  it('counts paid and gifted memberships as paid', () => {
    expect(memberAudience('paid')).toBe('paid');
    expect(memberAudience('comped')).toBe('paid');
    expect(memberAudience('free')).toBe('member');
    expect(memberAudience('anything')).toBe('member');
  });

  it('cuts the preview at the first marker; none without one', () => {
    expect(freePreview(`<p>libre</p>${PAYWALL_MARKER}<p>secreto</p>`)).toBe('<p>libre</p>');
    expect(freePreview(`<p>a</p>${PAYWALL_MARKER}<p>b</p>${PAYWALL_MARKER}<p>c</p>`)).toBe(
      '<p>a</p>',
    );
    expect(freePreview('<p>todo secreto</p>')).toBe('');
  });
});

describe('readableContent', () => {
  const html = `<p>libre</p>${PAYWALL_MARKER}<p>secreto</p>`;
  it('gives the whole item to whoever may read it, the preview and what is missing to the rest', () => {
    expect(readableContent({ content: html, visibility: 'members' }, 'member')).toEqual({
      html,
      locked: null,
    });
    expect(readableContent({ content: html, visibility: 'members' }, 'visitor')).toEqual({
      html: '<p>libre</p>',
      locked: 'members',
    });
    expect(readableContent({ content: html, visibility: 'paid' }, 'member')).toEqual({
      html: '<p>libre</p>',
      locked: 'paid',
    });
    expect(readableContent({ content: html, visibility: 'public' }, 'visitor').locked).toBeNull();
  });

  it('reads an unknown visibility as paid', () => {
    expect(readableContent({ content: html, visibility: 'raro' }, 'member')).toEqual({
      html: '<p>libre</p>',
      locked: 'paid',
    });
    expect(readableContent({ content: html, visibility: 'raro' }, 'staff').locked).toBeNull();
  });
});

describe('chosen tiers', () => {
  const html = `<p>libre</p>${PAYWALL_MARKER}<p>secreto</p>`;
  const item = { content: html, visibility: 'paid', visibilityTiers: ['oro', 'plata'] };

  it('are taken only beside paid', () => {
    expect(visibilityTiersProblem('paid', ['oro'])).toBeNull();
    expect(visibilityTiersProblem('paid', [])).toBeNull();
    expect(visibilityTiersProblem('members', [])).toBeNull();
    expect(visibilityTiersProblem('members', ['oro'])).toBe(
      CONTENT_FIELD_MESSAGES.visibilityTiersNeedPaid,
    );
    expect(visibilityTiersProblem('public', ['oro'])).toBe(
      CONTENT_FIELD_MESSAGES.visibilityTiersNeedPaid,
    );
    expect(VISIBILITY_TIERS_MAX).toBe(20);
  });

  it('open the item to members of those tiers and to gifted memberships only', () => {
    expect(tierOpens(undefined, 'bronce')).toBe(true);
    expect(tierOpens([], 'bronce')).toBe(true);
    expect(tierOpens(['oro'], 'oro')).toBe(true);
    expect(tierOpens(['oro'], 'bronce')).toBe(false);
    expect(tierOpens(['oro'], null)).toBe(true);
    expect(readableContent(item, 'paid', 'plata')).toEqual({ html, locked: null });
    expect(readableContent(item, 'paid', null)).toEqual({ html, locked: null });
    expect(readableContent(item, 'paid', 'bronce')).toEqual({
      html: '<p>libre</p>',
      locked: 'paid',
    });
    expect(readableContent(item, 'member', 'oro').locked).toBe('paid');
    expect(readableContent(item, 'staff', 'bronce').locked).toBeNull();
  });

  it('mean nothing beside members: any member reads it', () => {
    const members = { content: html, visibility: 'members', visibilityTiers: ['oro'] };
    expect(readableContent(members, 'paid', 'bronce').locked).toBeNull();
    expect(readableContent(members, 'member').locked).toBeNull();
  });
});
