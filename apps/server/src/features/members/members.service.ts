import { randomBytes, randomUUID } from 'node:crypto';
import {
  blogBaseUrl,
  canonicalDomain,
  hasFeature,
  type Language,
  MEMBER_API_MESSAGES as M,
  normalizeLanguage,
  normalizeSubscriberEmail,
  RUNNING_MEMBERSHIP_STATUSES,
} from '@bitacora/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import {
  blogs,
  comments,
  memberSessions,
  memberSignInLinks,
  memberSubscriptions,
  members,
  memberTiers,
  posts,
  settings,
} from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { linkTokenHash, newLinkToken } from '../../platform/http/mail-link-token.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import type { Schedule } from '../../platform/jobs/scheduler.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import {
  forgetSubscriber,
  mailLanguagesOf,
  setSubscriberLanguage,
  subscribeConfirmed,
  subscriptionOf,
  unsubscribeAddress,
} from '../newsletter/index.ts';
import { signInMail } from './mail.ts';

/*
 * A blog's members and their sign-in by emailed link (docs/decisions/058-members-sign-in-by-link.md).
 */

export const MEMBER_JOBS = {
  /** One sign-in link's mail: the token is made in the job, so it is never stored whole. */
  signInLink: 'members-sign-in-link',
  /** Hourly, and at start: ended sessions and spent links deleted. */
  purge: 'members.purge',
} as const;

export const memberSchedules: readonly Schedule[] = [
  { kind: MEMBER_JOBS.purge, everyMs: 60 * 60_000, atStart: true },
];

/** The members' session cookie, host-only on the blog's own host. */
export const MEMBER_COOKIE = 'bitacora_member';
export const SIGN_IN_LINK_MINUTES = 30;
export const MEMBER_SESSION_DAYS = 30;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Links asked for from one client address, and to one address of one blog, per hour. */
export const SIGN_IN_LIMITS = {
  perClient: { max: 10, windowMs: 60 * MINUTE_MS },
  perEmail: { max: 5, windowMs: 60 * MINUTE_MS },
} as const;

export type Member = typeof members.$inferSelect;

/** What the members' pages and mail need of a blog. */
export interface MemberBlog {
  id: number;
  name: string;
  language: Language;
  origin: string;
  /** PRO and turned on in its settings. */
  enabled: boolean;
}

export async function memberBlog(
  db: Queryable,
  blogId: number,
  publicDomain: string,
): Promise<MemberBlog | null> {
  const [row] = await db
    .select({
      id: blogs.id,
      name: blogs.name,
      subdomain: blogs.subdomain,
      domain: blogs.domain,
      domainVerifiedAt: blogs.domainVerifiedAt,
      plan: blogs.plan,
      title: settings.title,
      language: settings.language,
      membersEnabled: settings.membersEnabled,
    })
    .from(blogs)
    .leftJoin(settings, eq(settings.blogId, blogs.id))
    .where(eq(blogs.id, blogId));
  if (!row) return null;
  return {
    id: row.id,
    name: row.title || row.name,
    language: normalizeLanguage(row.language ?? 'es'),
    origin: blogBaseUrl({ subdomain: row.subdomain, domain: canonicalDomain(row) }, publicDomain),
    enabled: membersEnabled(row.plan, row.membersEnabled ?? false),
  };
}

/** Members are a PRO feature the blog turns on; a downgraded blog keeps its rows, unused. */
export const membersEnabled = (plan: string, setting: boolean) =>
  setting && hasFeature(plan, 'members');

// ——— Asking for a link ———

async function hitLimit(
  store: RateLimitStore,
  key: string,
  limit: { max: number; windowMs: number },
  message: string,
  now: Date,
) {
  const window = await store.hit(key, limit.windowMs, now);
  if (window.count > limit.max) {
    const wait = Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(message, wait);
  }
}

/** The client address's limit, counted before the body is read. */
export const hitClientLimit = (store: RateLimitStore, address: string, now: Date) =>
  hitLimit(store, `members:${address}`, SIGN_IN_LIMITS.perClient, M.tooManyFromAddress, now);

/**
 * Mails a sign-in link to an address of the blog, whoever it belongs to: the answer is the same
 * for a member, a subscriber and a stranger, and nothing is written but the job (the member is
 * made when the link is used).
 */
export async function requestSignInLink(
  deps: Pick<AppDeps, 'db' | 'rateLimitStore' | 'wakeJobs'>,
  blogId: number,
  input: { email: string; name: string },
  now: Date,
): Promise<void> {
  const email = normalizeSubscriberEmail(input.email);
  await hitLimit(
    deps.rateLimitStore,
    `members:${blogId}:${email}`,
    SIGN_IN_LIMITS.perEmail,
    M.tooManyForEmail,
    now,
  );
  await enqueueJob(deps.db, {
    kind: MEMBER_JOBS.signInLink,
    payload: { blogId, email, name: input.name.trim() },
    blogId,
    dedupeKey: `${MEMBER_JOBS.signInLink}:${randomUUID()}`,
  });
  deps.wakeJobs?.();
}

type JobDeps = Pick<AppDeps, 'db' | 'mailer' | 'now' | 'publicDomain'>;

export function memberJobs(deps: JobDeps): Record<string, JobHandler> {
  const signInLink: JobHandler = async ({ job }) => {
    const { blogId, email, name } = job.payload as { blogId: number; email: string; name: string };
    const blog = await memberBlog(deps.db, blogId, deps.publicDomain);
    // Turned off meanwhile: the link would open a 404.
    if (!blog?.enabled) return { sent: false };
    const now = deps.now();
    const { token, tokenHash } = newLinkToken();
    await deps.db.insert(memberSignInLinks).values({
      blogId,
      email,
      name,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * MINUTE_MS),
    });
    await deps.mailer.send(
      signInMail({
        to: email,
        blogName: blog.name,
        language: blog.language,
        link: `${blog.origin}/members/entrar?token=${encodeURIComponent(token)}`,
        minutes: SIGN_IN_LINK_MINUTES,
      }),
    );
    return { sent: true };
  };
  return {
    [MEMBER_JOBS.signInLink]: signInLink,
    [MEMBER_JOBS.purge]: async () => ({ deleted: await purgeMemberTokens(deps.db, deps.now()) }),
  };
}

/** Deletes sessions and sign-in links a day past their end: they open nothing any more. */
export async function purgeMemberTokens(db: Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DAY_MS);
  const sessions = await db
    .delete(memberSessions)
    .where(lt(memberSessions.expiresAt, before))
    .returning({ id: memberSessions.id });
  const links = await db
    .delete(memberSignInLinks)
    .where(lt(memberSignInLinks.expiresAt, before))
    .returning({ id: memberSignInLinks.id });
  return sessions.length + links.length;
}

// ——— Following the link ———

const liveLink = (blogId: number, token: string, now: Date) =>
  and(
    eq(memberSignInLinks.tokenHash, linkTokenHash(token)),
    eq(memberSignInLinks.blogId, blogId),
    isNull(memberSignInLinks.usedAt),
    gt(memberSignInLinks.expiresAt, now),
  );

/** The address a link would sign in, for the confirming form a GET shows (it uses nothing). */
export async function signInLinkEmail(
  db: Queryable,
  blogId: number,
  token: string,
  now: Date,
): Promise<string | null> {
  const [link] = await db
    .select({ email: memberSignInLinks.email })
    .from(memberSignInLinks)
    .where(liveLink(blogId, token, now));
  return link?.email ?? null;
}

/**
 * The confirming form's POST: uses the link up (once, unexpired, for this blog), makes the free
 * member when the address is new and opens a session. Null when the link no longer works.
 */
export async function useSignInLink(
  db: Database,
  blogId: number,
  token: string,
  now: Date,
): Promise<{ member: Member; sessionToken: string } | null> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(memberSignInLinks)
      .set({ usedAt: now })
      .where(liveLink(blogId, token, now))
      .returning({ email: memberSignInLinks.email, name: memberSignInLinks.name });
    if (!link) return null;
    const [member] = await tx
      .insert(members)
      .values({ blogId, email: link.email, name: link.name, createdAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [members.blogId, members.email],
        set: { lastSeenAt: now },
      })
      .returning();
    if (!member) throw new Error('member upsert returned no row');
    const sessionToken = randomBytes(32).toString('base64url');
    await tx.insert(memberSessions).values({
      memberId: member.id,
      tokenHash: linkTokenHash(sessionToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + MEMBER_SESSION_DAYS * DAY_MS),
    });
    return { member, sessionToken };
  });
}

// ——— Sessions ———

/** The cookie's member on this blog, if its session is alive. */
export async function memberForSession(
  db: Queryable,
  blogId: number,
  token: string,
  now: Date,
): Promise<Member | null> {
  if (token === '' || token.length > 100) return null;
  const [row] = await db
    .select({ member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, linkTokenHash(token)),
        eq(members.blogId, blogId),
        gt(memberSessions.expiresAt, now),
      ),
    );
  return row?.member ?? null;
}

/**
 * How long the public pages take a session's member from this instance's memory rather than
 * the database: a signed-in reader's page is then answered as fast as a visitor's. Signing out
 * and deleting the account forget it here at once; another instance, and a change of plan
 * (memberships writes it, and members may not import memberships back), are seen within this time (docs/decisions/058-members-sign-in-by-link.md).
 */
export const MEMBER_MEMORY_MS = 5_000;
const MEMBER_MEMORY_MAX = 10_000;

/**
 * A session's member as the public pages read it: with the tier (uuid) of their running paid
 * membership, which chosen-tier posts ask for; null when they have none, or a gifted one (of
 * every tier, docs/decisions/059-visibility-and-paywall.md).
 */
export type PageMember = Member & { tier: string | null };

interface Remembered {
  blogId: number;
  member: PageMember | null;
  until: number;
}
const remembered = new Map<string, Remembered>();

/**
 * The member a session cookie signs in on the blog, as this instance last read it: `null` for
 * none, `undefined` when it has not read it lately (ask {@link memberForPage}).
 */
export function rememberedMember(
  blogId: number,
  token: string,
  nowMs: number,
): PageMember | null | undefined {
  const kept = remembered.get(token);
  if (!kept || kept.blogId !== blogId || kept.until <= nowMs) return undefined;
  return kept.member;
}

/** The tier of a paid member's running membership (one per member at most). */
async function paidTierOf(db: Queryable, member: Member): Promise<string | null> {
  if (member.status !== 'paid') return null;
  const [row] = await db
    .select({ uuid: memberTiers.uuid })
    .from(memberSubscriptions)
    .innerJoin(memberTiers, eq(memberTiers.id, memberSubscriptions.tierId))
    .where(
      and(
        eq(memberSubscriptions.memberId, member.id),
        inArray(memberSubscriptions.status, [...RUNNING_MEMBERSHIP_STATUSES]),
      ),
    )
    .orderBy(desc(memberSubscriptions.id))
    .limit(1);
  return row?.uuid ?? null;
}

/** {@link memberForSession} for the public pages, kept {@link MEMBER_MEMORY_MS} in memory. */
export async function memberForPage(
  db: Queryable,
  blogId: number,
  token: string,
  now: Date,
): Promise<PageMember | null> {
  // The memory's age is the process's clock, like the other in-memory caches the fast path
  // reads; `now` (the app's clock) decides whether the session itself has ended.
  const kept = rememberedMember(blogId, token, Date.now());
  if (kept !== undefined) return kept;
  const session = await memberForSession(db, blogId, token, now);
  const member = session && { ...session, tier: await paidTierOf(db, session) };
  if (token === '' || token.length > 100) return member;
  if (remembered.size >= MEMBER_MEMORY_MAX) remembered.clear();
  remembered.set(token, { blogId, member, until: Date.now() + MEMBER_MEMORY_MS });
  return member;
}

/**
 * Every session of the member forgotten by this instance's memory: its account went, and this
 * instance's next page for it reads the database.
 */
export function forgetMember(memberId: number): void {
  for (const [token, kept] of remembered)
    if (kept.member?.id === memberId) remembered.delete(token);
}

const MEMBER_COOKIE_NAME = `${MEMBER_COOKIE}=`;

/**
 * The member cookie's value in a Cookie header, or undefined: the first `bitacora_member=` that
 * starts a cookie (the header's start, or after `;` and spaces), up to the next `;`. Read with
 * string searches and one slice, as it runs for every page a member asks for.
 */
export function memberCookieIn(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  let from = 0;
  for (;;) {
    const at = header.indexOf(MEMBER_COOKIE_NAME, from);
    if (at < 0) return undefined;
    let before = at - 1;
    while (before >= 0 && isCookieSpace(header.charCodeAt(before))) before--;
    if (before < 0 || header.charCodeAt(before) === SEMICOLON) {
      const start = at + MEMBER_COOKIE_NAME.length;
      const end = header.indexOf(';', start);
      return header.slice(start, end < 0 ? undefined : end).trimEnd();
    }
    from = at + 1;
  }
}

const SEMICOLON = 59;
const isCookieSpace = (code: number) => code === 32 || code === 9;

export async function endSession(db: Queryable, token: string): Promise<void> {
  remembered.delete(token);
  await db.delete(memberSessions).where(eq(memberSessions.tokenHash, linkTokenHash(token)));
}

// ——— The account ———

export interface Account {
  member: Member;
  /** Confirmed and not unsubscribed. */
  newsletter: boolean;
  /** The language of their mails: the subscription's, else the blog's main one. */
  mailLanguage: Language;
  /** What they may choose it among: the languages of the blog's posts (decision 075). */
  mailLanguages: Language[];
}

export async function accountOf(db: Queryable, member: Member, main: Language): Promise<Account> {
  const [subscription, mailLanguages] = await Promise.all([
    subscriptionOf(db, member.blogId, member.email),
    mailLanguagesOf(db, member.blogId, main),
  ]);
  const mailLanguage = subscription?.language ?? main;
  return {
    member,
    newsletter: subscription?.state === 'CONFIRMED',
    mailLanguage,
    // Theirs stays offered though the blog no longer writes in it.
    mailLanguages: mailLanguages.includes(mailLanguage)
      ? mailLanguages
      : [...mailLanguages, mailLanguage],
  };
}

/**
 * The account form: the name, and the newsletter and its language through the newsletter's
 * own rows.
 */
export async function updateAccount(
  db: Database,
  member: Member,
  input: { name: string; newsletter: boolean; language?: Language },
  now: Date,
): Promise<void> {
  const name = input.name.trim().slice(0, 100);
  await db.transaction(async (tx) => {
    if (name !== member.name) {
      await tx.update(members).set({ name }).where(eq(members.id, member.id));
    }
    const current = await subscriptionOf(tx, member.blogId, member.email);
    const subscribed = current?.state === 'CONFIRMED';
    if (input.newsletter && !subscribed) {
      const { language } = input;
      await subscribeConfirmed(tx, member.blogId, { email: member.email, name, language }, now);
    } else if (!input.newsletter && current && current.state !== 'UNSUBSCRIBED') {
      await unsubscribeAddress(tx, member.blogId, member.email, now);
    } else if (input.language && current && input.language !== current.language) {
      await setSubscriberLanguage(tx, member.blogId, member.email, input.language);
    }
  });
}

/** 'Descargar mis datos': what the blog holds about the member's address. */
export async function exportAccount(db: Queryable, member: Member) {
  const [subscription, written] = await Promise.all([
    subscriptionOf(db, member.blogId, member.email),
    db
      .select({
        post: posts.title,
        postSlug: posts.slug,
        name: comments.authorName,
        email: comments.authorEmail,
        content: comments.content,
        status: comments.status,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(
        and(
          eq(comments.blogId, member.blogId),
          eq(sql`lower(${comments.authorEmail})`, member.email),
        ),
      )
      .orderBy(asc(comments.createdAt), asc(comments.id)),
  ]);
  return {
    member: {
      email: member.email,
      name: member.name,
      plan: member.status,
      createdAt: member.createdAt.toISOString(),
      lastSeenAt: member.lastSeenAt?.toISOString() ?? null,
    },
    newsletter: subscription
      ? {
          state: subscription.state,
          subscribedAt: subscription.createdAt.toISOString(),
          confirmedAt: subscription.confirmedAt?.toISOString() ?? null,
        }
      : null,
    comments: written.map((comment) => ({
      ...comment,
      createdAt: comment.createdAt.toISOString(),
    })),
  };
}

/**
 * 'Eliminar mi cuenta': the member, its sessions, its sign-in links and the newsletter
 * subscriber of the same address on this blog. Comments stay: they are the blog's, and the
 * export shows them before the erasure.
 */
export async function deleteAccount(db: Queryable, member: Member): Promise<void> {
  forgetMember(member.id);
  await db.transaction(async (tx) => {
    await tx.delete(members).where(eq(members.id, member.id));
    await tx
      .delete(memberSignInLinks)
      .where(
        and(eq(memberSignInLinks.blogId, member.blogId), eq(memberSignInLinks.email, member.email)),
      );
    await forgetSubscriber(tx, member.blogId, member.email);
  });
}
