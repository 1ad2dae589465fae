import type { CreateMemberTierBody, MemberTier, MemberTierList } from '@bitacora/api/schemas';
import {
  type Currency,
  DEFAULT_CURRENCY,
  formatMoney,
  hasFeature,
  isCurrency,
  MEMBERSHIP_MESSAGES as M,
  MIN_RECURRING_AMOUNT,
  priceProblem,
} from '@bitacora/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database as Db } from '../../platform/db/client.ts';
import {
  memberSubscriptions,
  memberTiers,
  pages,
  posts,
  settings,
} from '../../platform/db/schema/index.ts';
import { forbidden, httpError, invalidField, notFound } from '../../platform/http/errors.ts';

type TierRow = typeof memberTiers.$inferSelect;

/** The blog a tier call acts on: its id and plan. */
export interface TierBlog {
  id: number;
  plan: string;
}

/** Tiers are a PRO feature (issue 34): a FREE blog's calls answer 403 in Spanish. */
export function requirePro(blog: TierBlog): void {
  if (!hasFeature(blog.plan, 'members')) throw forbidden(M.needPro);
}

/** The blog's currency setting, dollars where it was never set. */
export async function blogCurrency(db: Db, blogId: number): Promise<Currency> {
  const [row] = await db
    .select({ currency: settings.currency })
    .from(settings)
    .where(eq(settings.blogId, blogId));
  return isCurrency(row?.currency) ? row.currency : DEFAULT_CURRENCY;
}

export function toTierDto(row: TierRow): MemberTier {
  return {
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    benefits: row.benefits,
    free: row.free,
    monthlyPrice: row.monthlyPrice,
    yearlyPrice: row.yearlyPrice,
    currency: row.currency,
    active: row.active,
    sortOrder: row.sortOrder,
  };
}

/**
 * The free tier always exists: it is made the first time the blog's tiers are read, and the
 * unique index on (blog) where free makes a second, concurrent first read add nothing.
 */
async function ensureFreeTier(db: Db, blogId: number, currency: Currency): Promise<void> {
  await db
    .insert(memberTiers)
    .values({ blogId, name: M.freeTierName, free: true, currency, sortOrder: 0 })
    .onConflictDoNothing();
}

/** The blog's tiers, the free one first, then by sort order and age. */
export async function listTiers(db: Db, blog: TierBlog): Promise<MemberTierList> {
  const currency = await blogCurrency(db, blog.id);
  await ensureFreeTier(db, blog.id, currency);
  const rows = await db
    .select()
    .from(memberTiers)
    .where(eq(memberTiers.blogId, blog.id))
    .orderBy(desc(memberTiers.free), asc(memberTiers.sortOrder), asc(memberTiers.id));
  return { currency, tiers: rows.map(toTierDto) };
}

/** Refuses a price the provider would not take in the blog's currency (400 at its field). */
function checkPrice(field: string, amount: number, currency: Currency, free: boolean): void {
  const problem = priceProblem(amount, currency, free);
  if (problem === 'freeMustBeZero') throw invalidField(field, M.freeTierPrice);
  if (problem === 'belowMinimum') {
    throw invalidField(
      field,
      M.priceBelowMinimum(formatMoney(MIN_RECURRING_AMOUNT[currency], currency)),
    );
  }
  if (problem === 'notAmount') throw invalidField(field, M.priceInvalid);
}

type CreateData = Required<Omit<CreateMemberTierBody, 'sortOrder'>> & { sortOrder?: number };

export async function createTier(db: Db, blog: TierBlog, input: CreateData): Promise<MemberTier> {
  const currency = await blogCurrency(db, blog.id);
  await ensureFreeTier(db, blog.id, currency);
  checkPrice('monthlyPrice', input.monthlyPrice, currency, false);
  checkPrice('yearlyPrice', input.yearlyPrice, currency, false);
  const sortOrder = input.sortOrder ?? (await nextSortOrder(db, blog.id));
  const [row] = await db
    .insert(memberTiers)
    .values({ ...input, blogId: blog.id, free: false, currency, sortOrder })
    .returning();
  if (!row) throw new Error('tier insert returned nothing');
  return toTierDto(row);
}

async function nextSortOrder(db: Db, blogId: number): Promise<number> {
  const [last] = await db
    .select({ sortOrder: memberTiers.sortOrder })
    .from(memberTiers)
    .where(eq(memberTiers.blogId, blogId))
    .orderBy(desc(memberTiers.sortOrder))
    .limit(1);
  return Math.min((last?.sortOrder ?? 0) + 1, 10_000);
}

async function findTier(db: Db, blogId: number, uuid: string): Promise<TierRow> {
  const valid = /^[0-9a-f-]{36}$/i.test(uuid);
  const [row] = valid
    ? await db
        .select()
        .from(memberTiers)
        .where(and(eq(memberTiers.blogId, blogId), eq(memberTiers.uuid, uuid)))
    : [];
  if (!row) throw notFound(M.tierNotFound);
  return row;
}

export type UpdateData = Partial<CreateData>;

/**
 * Changes a tier. Prices are checked in the blog's current currency, and a tier whose prices are
 * set takes that currency; the free tier keeps its zero prices and stays on offer.
 */
export async function updateTier(
  db: Db,
  blog: TierBlog,
  uuid: string,
  input: UpdateData,
): Promise<MemberTier> {
  const current = await findTier(db, blog.id, uuid);
  if (current.free && input.active === false) throw httpError(409, { error: M.freeTierKept });
  const currency = await blogCurrency(db, blog.id);
  const pricing = input.monthlyPrice !== undefined || input.yearlyPrice !== undefined;
  if (pricing) {
    // A price means nothing in another currency: both are checked, in the blog's, when either is
    // set. A tier priced before the currency changed keeps its own until its prices are set again.
    checkPrice('monthlyPrice', input.monthlyPrice ?? current.monthlyPrice, currency, current.free);
    checkPrice('yearlyPrice', input.yearlyPrice ?? current.yearlyPrice, currency, current.free);
  }
  const [row] = await db
    .update(memberTiers)
    .set({ ...input, ...(pricing && { currency }) })
    .where(eq(memberTiers.id, current.id))
    .returning();
  if (!row) throw notFound(M.tierNotFound);
  return toTierDto(row);
}

/** Deletes a paid tier; the free one always exists (409). */
export async function deleteTier(db: Db, blog: TierBlog, uuid: string): Promise<void> {
  const current = await findTier(db, blog.id, uuid);
  if (current.free) throw httpError(409, { error: M.freeTierKept });
  // Memberships keep their tier (what they paid for): such a tier is deactivated instead.
  const [taken] = await db
    .select({ id: memberSubscriptions.id })
    .from(memberSubscriptions)
    .where(eq(memberSubscriptions.tierId, current.id))
    .limit(1);
  if (taken) throw httpError(409, { error: M.tierHasMemberships });
  // Posts and pages that name the tier keep it named: dropping it from their lists could open
  // them to every paid tier (docs/decisions/059-visibility-and-paywall.md).
  const chosen = sql`${JSON.stringify([current.uuid])}::jsonb`;
  const using = await db
    .select({ title: posts.title, uuid: posts.uuid, kind: sql<string>`'post'` })
    .from(posts)
    .where(and(eq(posts.blogId, blog.id), sql`${posts.visibilityTiers} @> ${chosen}`))
    .unionAll(
      db
        .select({ title: pages.title, uuid: pages.uuid, kind: sql<string>`'page'` })
        .from(pages)
        .where(and(eq(pages.blogId, blog.id), sql`${pages.visibilityTiers} @> ${chosen}`)),
    )
    .limit(50);
  if (using.length > 0)
    throw httpError(409, { error: M.tierChosenByContent, details: { items: using } });
  await db.delete(memberTiers).where(eq(memberTiers.id, current.id));
}
