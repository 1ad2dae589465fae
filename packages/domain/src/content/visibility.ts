import { CONTENT_FIELD_MESSAGES } from '../messages.es.ts';
import { hasFeature } from '../plans/plans.ts';

/**
 * Who may read a post or page whole (docs/decisions/059-visibility-and-paywall.md): everyone,
 * signed-in members, or members with a paid plan (a paid or gifted membership). A `paid` item
 * may name the tiers that open it (`visibilityTiers`), a list beside the value, not more values.
 */
export const CONTENT_VISIBILITIES = ['public', 'members', 'paid'] as const;
export type ContentVisibility = (typeof CONTENT_VISIBILITIES)[number];

/** The panel's words for each visibility, in the order of its select. */
export const VISIBILITY_LABELS: Record<ContentVisibility, string> = {
  public: 'Público',
  members: 'Solo miembros',
  paid: 'Miembros de pago',
};

/** The panel's words for a `paid` item's chosen tiers: its legend and the choice of none. */
export const VISIBILITY_TIERS_LABELS = {
  legend: 'Niveles con acceso',
  all: 'Todos los niveles de pago',
} as const;

/** Beside the select on a FREE blog: why two of its choices are off. */
export const VISIBILITY_PRO_HINT = 'Solo miembros y Miembros de pago son del plan PRO';

/**
 * Ghost's paywall marker: in the stored HTML, where the free preview ends. The sanitiser keeps
 * exactly this comment and no other, so a Ghost import keeps its paywalls.
 */
export const PAYWALL_MARKER = '<!--members-only-->';

/**
 * Who reads a page: a visitor, a signed-in free member, a member with a paid (or gifted) plan,
 * or the blog's staff in a preview.
 */
export type ReaderAudience = 'visitor' | 'member' | 'paid' | 'staff';

/** A value of the API's `visibility` field, or null when it is none of them. */
export function parseVisibility(value: unknown): ContentVisibility | null {
  return typeof value === 'string' && (CONTENT_VISIBILITIES as readonly string[]).includes(value)
    ? (value as ContentVisibility)
    : null;
}

/** The API's check of `visibility`: its message, or null when the value is one of the three. */
export function validateVisibility(value: unknown): string | null {
  return parseVisibility(value) === null ? CONTENT_FIELD_MESSAGES.visibilityInvalid : null;
}

/**
 * Whether a blog on `plan` may give an item this visibility: `members` and `paid` are PRO
 * features. Making an item public is always allowed, so a blog back on FREE can open its posts.
 */
export function visibilityAllowed(
  plan: string | null | undefined,
  visibility: ContentVisibility,
): boolean {
  return visibility === 'public' || hasFeature(plan, 'members');
}

/**
 * The most tiers a `paid` item may name: a blog sells a handful, and the list travels in every
 * answer and export.
 */
export const VISIBILITY_TIERS_MAX = 20;

/**
 * The API's check of `visibilityTiers` against the visibility the item ends up with: chosen
 * tiers only narrow a `paid` item, so any other visibility with a list is refused. The message,
 * or null when the pair holds.
 */
export function visibilityTiersProblem(
  visibility: ContentVisibility,
  tiers: readonly string[],
): string | null {
  return tiers.length > 0 && visibility !== 'paid'
    ? CONTENT_FIELD_MESSAGES.visibilityTiersNeedPaid
    : null;
}

/**
 * Whether a paid reader's tier opens an item that names `chosen` tiers: an empty list is any
 * paid tier, and a reader of no particular tier (`null`: a gifted membership, which is of every
 * tier) opens them all.
 */
export function tierOpens(chosen: readonly string[] | null | undefined, tier: string | null) {
  return !chosen || chosen.length === 0 || tier === null || chosen.includes(tier);
}

/**
 * Whether `audience` reads an item of this visibility whole; a paid reader also needs a tier
 * the item names, when it names some ({@link tierOpens}).
 */
export function readsWhole(
  visibility: ContentVisibility,
  audience: ReaderAudience,
  tiers: { chosen?: readonly string[] | null; reader?: string | null } = {},
): boolean {
  if (visibility === 'public' || audience === 'staff') return true;
  if (visibility === 'members') return audience === 'member' || audience === 'paid';
  return audience === 'paid' && tierOpens(tiers.chosen, tiers.reader ?? null);
}

/** A member's status as an audience: a paid or gifted membership reads paid items. */
export function memberAudience(status: string): 'member' | 'paid' {
  return status === 'paid' || status === 'comped' ? 'paid' : 'member';
}

/**
 * The part of stored HTML before the paywall marker: the free preview. Without a marker there is
 * no preview (the empty string): a gated item shows nothing of its text by default.
 */
export function freePreview(html: string): string {
  const at = html.indexOf(PAYWALL_MARKER);
  return at < 0 ? '' : html.slice(0, at);
}

/**
 * A stored post or page as far as reading it goes: its HTML, who reads it whole and, for a
 * `paid` one, the tiers (uuids) that open it (none: any paid tier).
 */
export interface GatedItem {
  content: string;
  visibility: string;
  visibilityTiers?: readonly string[] | null;
}

/** What a reader gets of an item: its HTML, and what they lack to read the rest (null: nothing). */
export interface Readable {
  html: string;
  locked: Exclude<ContentVisibility, 'public'> | null;
}

/**
 * The one rule for what of a post or page reaches a reader: whoever may read it whole gets it
 * whole; anyone else gets the free preview (nothing without a marker). Every surface that shows
 * an item's text (its page, the feed, the newsletter) asks here. A visibility the rule does not
 * know is read as `paid`: in doubt, the text stays closed. `tier` is a paid reader's tier (uuid),
 * null for a gifted membership (every tier); a paid member of a tier the item does not name is
 * held at the box like a free member.
 */
export function readableContent(
  item: GatedItem,
  audience: ReaderAudience,
  tier: string | null = null,
): Readable {
  const visibility = parseVisibility(item.visibility) ?? 'paid';
  if (readsWhole(visibility, audience, { chosen: item.visibilityTiers, reader: tier }))
    return { html: item.content, locked: null };
  return { html: freePreview(item.content), locked: visibility === 'public' ? null : visibility };
}
