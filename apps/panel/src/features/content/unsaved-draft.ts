import {
  type FormContentStatus,
  parseNewsletterAudience,
  parseVisibility,
  type UnsavedDraftKind,
} from '@bitacora/domain';
import type { StringStorage } from '../../session/session-storage.ts';

/** Whose and which form a kept copy is: a post or page of one blog, by one user. */
export type DraftAddress = {
  kind: UnsavedDraftKind;
  userUuid: string;
  blogUuid: string;
  /** The post or page being edited; null for a new one. */
  itemUuid: string | null;
};

/**
 * The fields of a post or page form as typed, when they were kept, and the revision of the
 * post or page they were typed over (absent for a new one, or in a copy kept before revisions):
 * a recovered copy is saved against that revision, so it never silently replaces a newer one.
 */
export type KeptDraft<Values> = { savedAt: string; values: Values; baseRevision?: number };

/** The fields every kept copy has; a post's extras are checked by the caller's guard. */
export type DraftFields = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  status: FormContentStatus;
};

const PREFIX = 'unsavedDraft';

/** One key per user, blog and post or page ('new' for one not yet saved). */
export function draftStorageKey(address: DraftAddress): string {
  const item = address.itemUuid ?? 'new';
  return [PREFIX, address.kind, address.userUuid, address.blogUuid, item].join(':');
}

function hasDraftFields(value: unknown): value is DraftFields {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    typeof fields.title === 'string' &&
    typeof fields.slug === 'string' &&
    typeof fields.content === 'string' &&
    typeof fields.excerpt === 'string' &&
    (fields.status === 'draft' || fields.status === 'published' || fields.status === 'scheduled') &&
    // Absent in a copy kept before posts and pages had a visibility.
    (fields.visibility === undefined || parseVisibility(fields.visibility) !== null) &&
    // Absent in a copy kept before paid items could name their tiers.
    (fields.visibilityTiers === undefined ||
      (Array.isArray(fields.visibilityTiers) &&
        fields.visibilityTiers.every((tier) => typeof tier === 'string')))
  );
}

/**
 * Keeps the form's fields in the browser. Returns false (and logs) when the browser refuses:
 * full or disabled storage must not stop the way to /login.
 */
export function keepDraft<Values extends DraftFields>(
  storage: StringStorage | null,
  address: DraftAddress,
  values: Values,
  now: Date,
  baseRevision?: number | null,
): boolean {
  if (!storage) return false;
  const kept: KeptDraft<Values> = {
    savedAt: now.toISOString(),
    values,
    ...(typeof baseRevision === 'number' && { baseRevision }),
  };
  try {
    storage.setItem(draftStorageKey(address), JSON.stringify(kept));
    return true;
  } catch (error) {
    console.error('No se pudo guardar la copia sin guardar en el navegador', error);
    return false;
  }
}

/**
 * The copy kept for this form, or null. A copy that cannot be read is logged and forgotten, so
 * it is not offered again.
 */
export function readKeptDraft<Values extends DraftFields>(
  storage: StringStorage | null,
  address: DraftAddress,
  /** The form's own fields beyond the shared ones (a post's category and series). */
  acceptsExtras: (values: Record<string, unknown>) => boolean = () => true,
): KeptDraft<Values> | null {
  if (!storage) return null;
  const key = draftStorageKey(address);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    console.error('No se pudo leer la copia sin guardar', error);
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const kept = parsed as Partial<KeptDraft<unknown>> | null;
    if (
      typeof kept === 'object' &&
      kept !== null &&
      typeof kept.savedAt === 'string' &&
      !Number.isNaN(Date.parse(kept.savedAt)) &&
      hasDraftFields(kept.values) &&
      acceptsExtras(kept.values as Record<string, unknown>)
    ) {
      return {
        savedAt: kept.savedAt,
        values: kept.values as Values,
        ...(typeof kept.baseRevision === 'number' && { baseRevision: kept.baseRevision }),
      };
    }
    throw new Error('The kept copy lacks the form fields');
  } catch (error) {
    console.error(`No se pudo leer la copia sin guardar "${key}"`, error);
    forgetDraft(storage, address);
    return null;
  }
}

/** Forgets the kept copy (saved, recovered or discarded). */
export function forgetDraft(storage: StringStorage | null, address: DraftAddress): void {
  try {
    storage?.removeItem(draftStorageKey(address));
  } catch (error) {
    console.error('No se pudo borrar la copia sin guardar', error);
  }
}

const isIdOrNull = (value: unknown): boolean =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** Tag names, or absent in a copy kept before posts had tags. */
const isTagListOrAbsent = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.every((name) => typeof name === 'string'));

const isTextOrAbsent = (value: unknown) => value === undefined || typeof value === 'string';

const isFlagOrAbsent = (value: unknown) => value === undefined || typeof value === 'boolean';

/**
 * A post's copy also has its category, series and number in the series (each or null), its
 * tag names, its featured image's alternative text and caption, and its words, image and
 * noindex for search engines and social cards, and whether it is closed to comments.
 */
export function hasPostExtras(values: Record<string, unknown>): boolean {
  return (
    isIdOrNull(values.categoryId) &&
    isIdOrNull(values.seriesId) &&
    isIdOrNull(values.sequenceNumber) &&
    isTagListOrAbsent(values.tags) &&
    isTextOrAbsent(values.imageAlt) &&
    isTextOrAbsent(values.imageCaption) &&
    isTextOrAbsent(values.metaTitle) &&
    isTextOrAbsent(values.metaDescription) &&
    isTextOrAbsent(values.socialImage) &&
    isFlagOrAbsent(values.noindex) &&
    isFlagOrAbsent(values.commentsClosed) &&
    isFlagOrAbsent(values.skipNewsletter) &&
    (values.newsletterAudience === undefined ||
      parseNewsletterAudience(values.newsletterAudience) !== null)
  );
}
