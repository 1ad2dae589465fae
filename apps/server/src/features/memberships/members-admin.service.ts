import type {
  MemberCompInput,
  MemberDetail,
  MemberList,
  MemberListParams,
  MemberStatus,
  MemberSummary,
} from '@bitacora/api/schemas';
import { MEMBERSHIP_MESSAGES as M } from '@bitacora/domain';
import { and, asc, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database as Db, Queryable } from '../../platform/db/client.ts';
import {
  memberComps,
  memberPayments,
  memberSubscriptions,
  members,
  memberTiers,
  newsletterSubscribers,
} from '../../platform/db/schema/index.ts';
import { badRequest, httpError, notFound } from '../../platform/http/errors.ts';

/*
 * The panel's 'Miembros' (issue 34): the blog ADMIN's list of its members, one member's
 * memberships and payments, gifted memberships and the CSV export.
 */

/** Memberships that still give (or are about to give) access: the tier the list shows. */
const HELD = ['active', 'past_due', 'cancelled'];

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`);

async function tierIdOf(db: Db, blogId: number, uuid: string): Promise<number | null> {
  const [row] = await db
    .select({ id: memberTiers.id })
    .from(memberTiers)
    .where(and(eq(memberTiers.blogId, blogId), eq(memberTiers.uuid, uuid)));
  return row?.id ?? null;
}

/** Each member's newest held membership's tier. */
async function heldTiers(db: Db, memberIds: number[]) {
  const tiers = new Map<number, { uuid: string; name: string }>();
  if (memberIds.length === 0) return tiers;
  const rows = await db
    .select({
      memberId: memberSubscriptions.memberId,
      uuid: memberTiers.uuid,
      name: memberTiers.name,
    })
    .from(memberSubscriptions)
    .innerJoin(memberTiers, eq(memberTiers.id, memberSubscriptions.tierId))
    .where(
      and(
        inArray(memberSubscriptions.memberId, memberIds),
        inArray(memberSubscriptions.status, HELD),
      ),
    )
    .orderBy(asc(memberSubscriptions.id));
  for (const row of rows) tiers.set(row.memberId, { uuid: row.uuid, name: row.name });
  // A gift of a tier shows that tier while it holds.
  const gifts = await db
    .select({ memberId: memberComps.memberId, uuid: memberTiers.uuid, name: memberTiers.name })
    .from(memberComps)
    .innerJoin(memberTiers, eq(memberTiers.id, memberComps.tierId))
    .where(inArray(memberComps.memberId, memberIds));
  for (const row of gifts) tiers.set(row.memberId, { uuid: row.uuid, name: row.name });
  return tiers;
}

/** Whether the member's address takes the blog's newsletter (confirmed and not gone). */
const takesNewsletter = sql<boolean>`(${newsletterSubscribers.confirmedAt} is not null and ${newsletterSubscribers.unsubscribedAt} is null)`;

type MemberRow = Pick<
  typeof members.$inferSelect,
  'id' | 'uuid' | 'email' | 'name' | 'status' | 'createdAt'
> & { newsletter: boolean };

const memberColumns = {
  id: members.id,
  uuid: members.uuid,
  email: members.email,
  name: members.name,
  status: members.status,
  createdAt: members.createdAt,
  newsletter: takesNewsletter,
};

/** The members with their newsletter row, if any (one per blog and address). */
const membersWithNewsletter = (db: Db) =>
  db
    .select(memberColumns)
    .from(members)
    .leftJoin(
      newsletterSubscribers,
      and(
        eq(newsletterSubscribers.blogId, members.blogId),
        eq(newsletterSubscribers.email, members.email),
      ),
    );

const toSummary = (row: MemberRow, tier: MemberSummary['tier'] | undefined): MemberSummary => ({
  uuid: row.uuid,
  email: row.email,
  name: row.name,
  status: row.status as MemberStatus,
  tier: tier ?? null,
  createdAt: row.createdAt.toISOString(),
  newsletter: Boolean(row.newsletter),
});

async function memberFilter(
  db: Db,
  blogId: number,
  query: Omit<MemberListParams, 'page' | 'limit'>,
) {
  const where: (SQL | undefined)[] = [eq(members.blogId, blogId)];
  if (query.search) {
    const like = `%${escapeLike(query.search.toLowerCase())}%`;
    where.push(or(ilike(members.email, like), ilike(members.name, like)));
  }
  if (query.status) where.push(eq(members.status, query.status));
  if (query.tierId) {
    const tierId = await tierIdOf(db, blogId, query.tierId);
    if (tierId === null) return null;
    where.push(sql`(exists (
      select 1 from ${memberSubscriptions}
      where ${memberSubscriptions.memberId} = ${members.id}
        and ${memberSubscriptions.tierId} = ${tierId}
        and ${inArray(memberSubscriptions.status, HELD)})
      or exists (
      select 1 from ${memberComps}
      where ${memberComps.memberId} = ${members.id} and ${memberComps.tierId} = ${tierId}))`);
  }
  return and(...where);
}

export async function listMembers(
  db: Db,
  blogId: number,
  query: MemberListParams,
): Promise<MemberList> {
  const { page, limit } = query;
  const where = await memberFilter(db, blogId, query);
  if (!where) return { items: [], total: 0, page, limit };
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(members).where(where);
  const rows = await membersWithNewsletter(db)
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const tiers = await heldTiers(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toSummary(row, tiers.get(row.id))),
    total: count?.n ?? 0,
    page,
    limit,
  };
}

async function memberRow(db: Db, blogId: number, uuid: string): Promise<MemberRow> {
  // Not a uuid: no member, rather than the database's refusal of the cast.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) {
    throw notFound(M.memberNotFound);
  }
  const [row] = await membersWithNewsletter(db).where(
    and(eq(members.blogId, blogId), eq(members.uuid, uuid)),
  );
  if (!row) throw notFound(M.memberNotFound);
  return row;
}

export async function memberDetail(db: Db, blogId: number, uuid: string): Promise<MemberDetail> {
  const row = await memberRow(db, blogId, uuid);
  const subscriptions = await db
    .select({
      uuid: memberSubscriptions.uuid,
      tier: memberTiers.name,
      interval: memberSubscriptions.interval,
      status: memberSubscriptions.status,
      amount: memberSubscriptions.amount,
      currency: memberSubscriptions.currency,
      currentPeriodEnd: memberSubscriptions.currentPeriodEnd,
      createdAt: memberSubscriptions.createdAt,
    })
    .from(memberSubscriptions)
    .innerJoin(memberTiers, eq(memberTiers.id, memberSubscriptions.tierId))
    .where(eq(memberSubscriptions.memberId, row.id))
    .orderBy(desc(memberSubscriptions.createdAt), desc(memberSubscriptions.id));
  const payments = await db
    .select()
    .from(memberPayments)
    .where(and(eq(memberPayments.blogId, blogId), eq(memberPayments.memberId, row.id)))
    .orderBy(desc(memberPayments.createdAt), desc(memberPayments.id));
  const tiers = await heldTiers(db, [row.id]);
  const [gift] = await db
    .select({ until: memberComps.until, uuid: memberTiers.uuid, name: memberTiers.name })
    .from(memberComps)
    .leftJoin(memberTiers, eq(memberTiers.id, memberComps.tierId))
    .where(eq(memberComps.memberId, row.id));
  return {
    ...toSummary(row, tiers.get(row.id)),
    comp:
      row.status === 'comped'
        ? {
            tier: gift?.uuid && gift.name ? { uuid: gift.uuid, name: gift.name } : null,
            until: gift?.until?.toISOString() ?? null,
          }
        : null,
    subscriptions: subscriptions.map((s) => ({
      ...s,
      interval: s.interval as 'monthly' | 'yearly',
      currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
      createdAt: s.createdAt.toISOString(),
    })),
    payments: payments.map((p) => ({
      uuid: p.uuid,
      gross: p.gross,
      providerFee: p.providerFee,
      platformFee: p.platformFee,
      net: p.net,
      refunded: p.refunded,
      currency: p.currency,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/**
 * Gifts the member a membership: it reads what paid members read, with no payment, of a paid
 * tier or of none, until the end of a day or with no end. Sent again, it changes the gift.
 */
export async function compMember(
  db: Db,
  blogId: number,
  uuid: string,
  input: MemberCompInput,
  now: Date,
): Promise<MemberDetail> {
  const row = await memberRow(db, blogId, uuid);
  let tierId: number | null = null;
  if (input.tierId) {
    const [tier] = await db
      .select({ id: memberTiers.id, free: memberTiers.free })
      .from(memberTiers)
      .where(and(eq(memberTiers.blogId, blogId), eq(memberTiers.uuid, input.tierId)));
    if (!tier) throw badRequest(M.compTierNotFound);
    if (tier.free) throw badRequest(M.compTierFree);
    tierId = tier.id;
  }
  const until = input.until ?? null;
  if (until && until <= now) throw badRequest(M.compUntilPast);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ status: 'comped' }).where(eq(members.id, row.id));
    await tx
      .insert(memberComps)
      .values({ blogId, memberId: row.id, tierId, until })
      .onConflictDoUpdate({ target: memberComps.memberId, set: { tierId, until, updatedAt: now } });
  });
  return memberDetail(db, blogId, uuid);
}

/**
 * Ends a member's gift: it is paid again if a membership it paid for still holds, else free (the
 * memberships' own changes of status leave a gifted member as it is).
 */
async function endGift(db: Queryable, memberId: number, now: Date): Promise<void> {
  const [held] = await db
    .select({ id: memberSubscriptions.id })
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.memberId, memberId),
        or(
          inArray(memberSubscriptions.status, ['active', 'past_due']),
          and(
            eq(memberSubscriptions.status, 'cancelled'),
            gt(memberSubscriptions.currentPeriodEnd, now),
          ),
        ),
      ),
    )
    .limit(1);
  await db.delete(memberComps).where(eq(memberComps.memberId, memberId));
  await db
    .update(members)
    .set({ status: held ? 'paid' : 'free' })
    .where(and(eq(members.id, memberId), eq(members.status, 'comped')));
}

/** `DELETE /api/members/:uuid/comp`: the admin takes the gift back. */
export async function uncompMember(
  db: Db,
  blogId: number,
  uuid: string,
  now: Date,
): Promise<MemberDetail> {
  const row = await memberRow(db, blogId, uuid);
  if (row.status !== 'comped') throw httpError(409, { error: M.compNotFound });
  await db.transaction((tx) => endGift(tx, row.id, now));
  return memberDetail(db, blogId, uuid);
}

/** The feature's schedule: gifts whose day is over end; answers how many. */
export async function endExpiredGifts(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ memberId: memberComps.memberId })
    .from(memberComps)
    .where(lte(memberComps.until, now));
  for (const { memberId } of due) {
    await db.transaction((tx) => endGift(tx, memberId, now));
  }
  return due.length;
}

/** When each gifted member's gift ends; a gift with no end is not listed. */
async function giftEnds(db: Db, memberIds: number[]): Promise<Map<number, Date>> {
  const ends = new Map<number, Date>();
  if (memberIds.length === 0) return ends;
  const rows = await db
    .select({ memberId: memberComps.memberId, until: memberComps.until })
    .from(memberComps)
    .where(inArray(memberComps.memberId, memberIds));
  for (const row of rows) if (row.until) ends.set(row.memberId, row.until);
  return ends;
}

/** A CSV cell, quoted; a leading =, +, - or @ would be a formula in a spreadsheet. */
const cell = (value: string) =>
  `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

export async function exportMembers(db: Db, blogId: number): Promise<string> {
  const rows = await membersWithNewsletter(db)
    .where(eq(members.blogId, blogId))
    .orderBy(asc(members.id));
  const tiers = await heldTiers(
    db,
    rows.map((r) => r.id),
  );
  const until = await giftEnds(
    db,
    rows.filter((r) => r.status === 'comped').map((r) => r.id),
  );
  // `comp_until` last, so files of the earlier six columns read the same.
  const lines = ['email,name,status,tier,created_at,newsletter,comp_until'];
  for (const row of rows) {
    lines.push(
      [
        cell(row.email),
        cell(row.name),
        row.status,
        cell(tiers.get(row.id)?.name ?? ''),
        row.createdAt.toISOString(),
        row.newsletter ? 'yes' : 'no',
        until.get(row.id)?.toISOString() ?? '',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
