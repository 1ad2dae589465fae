import { randomUUID } from 'node:crypto';
import {
  blogBaseUrl,
  canonicalDomain,
  itemPath,
  LANGUAGES,
  type Language,
  MEMBER_PAGE_PATHS,
  memberAudience,
  NEWSLETTER_ADDRESS_LIMIT,
  NEWSLETTER_DELIVERY_ATTEMPTS,
  NEWSLETTER_LINK_TTL_DAYS,
  NEWSLETTER_MESSAGES,
  newPostMailLanguages,
  newsletterRecipientLimit,
  newsletterRetryDelayMs,
  normalizeLanguage,
  normalizeSubscriberEmail,
  type ReaderAudience,
  RUNNING_MEMBERSHIP_STATUSES,
  readableContent,
} from '@bitacora/domain';
import { and, asc, eq, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import {
  blogs,
  members,
  newsletterDeliveries,
  newsletterLinks,
  newsletterSubscribers,
  posts,
  settings,
} from '../../platform/db/schema/index.ts';
import { absoluteAddresses, absoluteUrl } from '../../platform/http/absolute-addresses.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { linkTokenHash, newLinkToken } from '../../platform/http/mail-link-token.ts';
import { enqueueJob, errorMessage } from '../../platform/jobs/job-queue.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import type { Schedule } from '../../platform/jobs/scheduler.ts';
import { takeRecipientMail } from '../../platform/rate-limit/recipient-mail-cap.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import { type NewsletterPost, newPostBody, newPostMail, subscribeConfirmMail } from './mail.ts';
import { NEWSLETTER_MAIL_MESSAGES, type NewsletterMailMessages } from './messages.ts';

/*
 * A blog's email subscribers and its 'new post' mail (docs/decisions/030-newsletter.md).
 */

export const NEWSLETTER_JOBS = {
  /** One subscriber's double opt-in mail. */
  confirm: 'newsletter-confirm',
  /** One post's mail to every confirmed subscriber, in batches. */
  post: 'newsletter-post',
  /** Hourly, and at start: expired links deleted. */
  purgeLinks: 'newsletter-links.purge',
} as const;

export const newsletterSchedules: readonly Schedule[] = [
  { kind: NEWSLETTER_JOBS.purgeLinks, everyMs: 60 * 60_000, atStart: true },
];

const DAY_MS = 24 * 60 * 60_000;
const M = NEWSLETTER_MESSAGES;

type LinkPurpose = 'CONFIRM' | 'UNSUBSCRIBE';
const SEGMENT: Record<LinkPurpose, string> = { CONFIRM: 'confirm', UNSUBSCRIBE: 'unsubscribe' };

/** The address of a link: the blog is in it, so a token only works on its own blog's list. */
const linkAddress = (origin: string, blogUuid: string, purpose: LinkPurpose, token: string) =>
  `${origin}/api/newsletter/${blogUuid}/${SEGMENT[purpose]}/${token}`;

/** New links for many subscribers of one blog in one insert: the token goes in the mail. */
async function issueLinks(
  db: Queryable,
  origin: string,
  blog: { id: number; uuid: string },
  purpose: LinkPurpose,
  subscriberIds: readonly number[],
  now: Date,
): Promise<Map<number, string>> {
  const links = new Map<number, string>();
  if (subscriberIds.length === 0) return links;
  const days =
    purpose === 'CONFIRM' ? NEWSLETTER_LINK_TTL_DAYS.confirm : NEWSLETTER_LINK_TTL_DAYS.unsubscribe;
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  const rows = subscriberIds.map((subscriberId) => {
    const { token, tokenHash } = newLinkToken();
    links.set(subscriberId, linkAddress(origin, blog.uuid, purpose, token));
    return { tokenHash, purpose, blogId: blog.id, subscriberId, expiresAt, createdAt: now };
  });
  await db.insert(newsletterLinks).values(rows);
  return links;
}

// ——— Subscribing ———

/** The per-address limit of the blog's form, counted before anything is read. */
export async function hitSubscribeLimit(store: RateLimitStore, address: string, now: Date) {
  const window = await store.hit(`newsletter:${address}`, NEWSLETTER_ADDRESS_LIMIT.windowMs, now);
  if (window.count > NEWSLETTER_ADDRESS_LIMIT.max) {
    const wait = Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(M.tooManySubscribes, wait);
  }
}

/**
 * The blog's form: a new address (or one that left) waits for its confirmation, mailed unless
 * it was mailed too often today; an address already confirmed changes nothing. The answer is
 * the same in every case, so the form tells nobody who is on the list.
 */
export async function subscribe(
  deps: Pick<AppDeps, 'db' | 'rateLimitStore' | 'wakeJobs'>,
  blogId: number,
  input: { email: string; name: string; language: Language },
  now: Date,
): Promise<void> {
  const email = normalizeSubscriberEmail(input.email);
  const subscriberId = await deps.db.transaction(async (tx) => {
    const s = newsletterSubscribers;
    const [row] = await tx
      .insert(s)
      .values({
        blogId,
        email,
        name: input.name.trim(),
        source: 'FORM',
        language: input.language,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [s.blogId, s.email],
        // Someone who left and comes back starts over: confirmed again by mail.
        set: {
          confirmedAt: sql`case when ${s.unsubscribedAt} is null then ${s.confirmedAt} else null end`,
          unsubscribedAt: null,
          name: sql`case when excluded.name <> '' then excluded.name else ${s.name} end`,
          // Only someone not yet confirmed (or back after leaving) chooses again here: anyone
          // may type a confirmed subscriber's address, so theirs changes where they manage it.
          language: sql`case when ${s.confirmedAt} is null or ${s.unsubscribedAt} is not null then excluded.language else ${s.language} end`,
        },
      })
      .returning({ id: newsletterSubscribers.id, confirmedAt: newsletterSubscribers.confirmedAt });
    return row && row.confirmedAt === null ? row.id : null;
  });
  if (subscriberId === null) return;
  // Counted per address and blog, before the mail is queued, like every mail a stranger can
  // trigger (decision 048): parallel subscribes cannot pass the cap together.
  const taken = await takeRecipientMail(
    deps.rateLimitStore,
    'newsletterConfirm',
    email,
    blogId,
    now,
  );
  if (!taken.allowed) return;
  await enqueueJob(deps.db, {
    kind: NEWSLETTER_JOBS.confirm,
    payload: { subscriberId },
    blogId,
    dedupeKey: `${NEWSLETTER_JOBS.confirm}:${subscriberId}:${randomUUID()}`,
  });
  deps.wakeJobs?.();
}

// ——— Following a link ———

/**
 * What following a link comes to: `message` in Spanish, as the API speaks; `page` what the page
 * shows, in the subscriber's language once the link names them (Spanish when it names nobody).
 */
export type NewsletterLinkOutcome =
  | { ok: true; message: string; blogName: string; language: Language; page: string }
  | { ok: false; status: 404 | 410; message: string; language: Language; page: string };

type PageWords = NewsletterMailMessages['pages'];

/** An outcome's Spanish message and its page's, from the same words in two languages. */
const said = (language: Language, words: (w: PageWords) => string) => ({
  message: words(NEWSLETTER_MAIL_MESSAGES.es.pages),
  language,
  page: words(NEWSLETTER_MAIL_MESSAGES[language].pages),
});

async function findLink(
  db: Queryable,
  blogUuid: string,
  token: string,
  purpose: LinkPurpose,
  now: Date,
) {
  const [found] = await db
    .select({
      id: newsletterLinks.id,
      subscriberId: newsletterLinks.subscriberId,
      blogUuid: blogs.uuid,
      blogName: blogs.name,
      expiresAt: newsletterLinks.expiresAt,
      usedAt: newsletterLinks.usedAt,
      language: newsletterSubscribers.language,
    })
    .from(newsletterLinks)
    .innerJoin(blogs, eq(blogs.id, newsletterLinks.blogId))
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterLinks.subscriberId))
    .where(
      and(
        eq(newsletterLinks.tokenHash, linkTokenHash(token)),
        eq(newsletterLinks.purpose, purpose),
      ),
    );
  if (!found) {
    const problem = { message: M.linkInvalid, language: 'es', page: M.linkInvalid } as const;
    return { problem: { ok: false, status: 404, ...problem } as const };
  }
  const link = { ...found, language: normalizeLanguage(found.language) };
  if (link.blogUuid !== blogUuid) {
    return {
      problem: { ok: false, status: 404, ...said(link.language, (w) => w.linkOtherList) } as const,
    };
  }
  if (link.expiresAt.getTime() <= now.getTime()) {
    const words = (w: PageWords) =>
      purpose === 'CONFIRM' ? w.confirmExpired : w.unsubscribeExpired;
    return { problem: { ok: false, status: 410, ...said(link.language, words) } as const };
  }
  return { link };
}

/** Whether a link can be followed, for the page a GET shows (it changes nothing). */
export async function checkNewsletterLink(
  db: Queryable,
  blogUuid: string,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<NewsletterLinkOutcome> {
  const found = await findLink(db, blogUuid, token, purpose, now);
  if (found.problem) return found.problem;
  const { blogName, language } = found.link;
  if (purpose === 'CONFIRM' && found.link.usedAt) {
    return { ok: false, status: 410, ...said(language, (w) => w.linkUsed) };
  }
  const words = (w: PageWords) =>
    purpose === 'CONFIRM' ? w.confirmText(blogName) : w.unsubscribeText(blogName);
  return { ok: true, blogName, ...said(language, words) };
}

/**
 * The POST: confirming uses the link up and starts the mails; unsubscribing stops them and may
 * be repeated with the same link (a mail client's one-click POST and the page's button alike).
 */
export async function followNewsletterLink(
  db: Queryable,
  blogUuid: string,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<NewsletterLinkOutcome> {
  const found = await findLink(db, blogUuid, token, purpose, now);
  if (found.problem) return found.problem;
  const { link } = found;
  const { blogName, language } = link;
  const s = newsletterSubscribers;
  if (purpose === 'CONFIRM') {
    const used = await db
      .update(newsletterLinks)
      .set({ usedAt: now })
      .where(and(eq(newsletterLinks.id, link.id), isNull(newsletterLinks.usedAt)))
      .returning({ id: newsletterLinks.id });
    if (used.length === 0) return { ok: false, status: 410, ...said(language, (w) => w.linkUsed) };
    const confirmed = await db
      .update(s)
      .set({ confirmedAt: sql`coalesce(${s.confirmedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(s.id, link.subscriberId), isNull(s.unsubscribedAt)))
      .returning({ id: s.id });
    if (confirmed.length === 0) {
      return { ok: false, status: 404, ...said(language, (w) => w.subscriberGone) };
    }
    return { ok: true, blogName, ...said(language, (w) => w.confirmed(blogName)) };
  }
  await db
    .update(newsletterLinks)
    .set({ usedAt: now })
    .where(and(eq(newsletterLinks.id, link.id), isNull(newsletterLinks.usedAt)));
  await db
    .update(s)
    .set({ unsubscribedAt: now })
    .where(and(eq(s.id, link.subscriberId), isNull(s.unsubscribedAt)));
  return { ok: true, blogName, ...said(language, (w) => w.unsubscribed(blogName)) };
}

/** Deletes links expired more than 30 days ago, as the other mailed links. */
export async function purgeNewsletterLinks(db: Queryable, now: Date): Promise<number> {
  const gone = await db
    .delete(newsletterLinks)
    .where(lt(newsletterLinks.expiresAt, new Date(now.getTime() - 30 * DAY_MS)))
    .returning({ id: newsletterLinks.id });
  return gone.length;
}

// ——— Publishing ———

/**
 * A post was just published (by a save or by the scheduled sweep), inside that transaction:
 * its mail is enqueued once for the post's whole life, whatever later unpublishes and
 * republishes it, unless the post says not to mail it.
 */
export async function postPublished(
  tx: Queryable,
  post: { id: number; blogId: number },
): Promise<void> {
  const [row] = await tx
    .select({ skip: posts.skipNewsletter })
    .from(posts)
    .where(eq(posts.id, post.id));
  if (!row || row.skip) return;
  await enqueueJob(tx, {
    kind: NEWSLETTER_JOBS.post,
    payload: { postId: post.id },
    blogId: post.blogId,
    dedupeKey: `${NEWSLETTER_JOBS.post}:${post.id}`,
  });
}

// ——— The jobs ———

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'now' | 'publicOrigin' | 'publicDomain' | 'wakeJobs'>;

/** How many deliveries one run claims at a time. */
export const NEWSLETTER_BATCH = 100;
/** How long a claimed batch is the run's before another may take its unsent rows. */
const CLAIM_MS = 5 * 60_000;
/** A delivery left 'sending' by a run that died: it may have gone out, so it is not sent again. */
const INTERRUPTED = 'Interrumpido durante el envío: no se sabe si salió, no se envía de nuevo.';

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A recipient as the post's text sees them: a visitor unless they are a member of the blog (the
 * subscriber of the same email, decision 058), and a paid member's tier.
 */
interface Recipient {
  audience: ReaderAudience;
  tier: string | null;
}

/**
 * What the mail shows of a post to each kind of recipient, or null if it is no longer
 * published. Whoever may read the post whole gets it whole; anyone else its free part, and the
 * way to join or upgrade (docs/decisions/059-visibility-and-paywall.md). Each copy is built once
 * per kind of recipient.
 */
async function mailedPost(db: Queryable, deps: Pick<AppDeps, 'publicDomain'>, postId: number) {
  const [row] = await db
    .select({
      id: posts.id,
      blogId: posts.blogId,
      status: posts.status,
      title: posts.title,
      slug: posts.slug,
      language: posts.language,
      translationGroup: posts.translationGroup,
      content: posts.content,
      visibility: posts.visibility,
      visibilityTiers: posts.visibilityTiers,
      newsletterAudience: posts.newsletterAudience,
      excerpt: posts.excerpt,
      image: posts.image,
      imageAlt: posts.imageAlt,
      blogUuid: blogs.uuid,
      blogName: blogs.name,
      plan: blogs.plan,
      subdomain: blogs.subdomain,
      domain: blogs.domain,
      domainVerifiedAt: blogs.domainVerifiedAt,
      fullContent: settings.newsletterFullContent,
      mainLanguage: settings.language,
    })
    .from(posts)
    .innerJoin(blogs, eq(blogs.id, posts.blogId))
    .leftJoin(settings, eq(settings.blogId, posts.blogId))
    .where(eq(posts.id, postId));
  if (row?.status !== 'PUBLISHED') return null;
  const language = normalizeLanguage(row.language);
  const path = itemPath('post', row.slug, language, normalizeLanguage(row.mainLanguage));
  const base = blogBaseUrl(
    { subdomain: row.subdomain, domain: canonicalDomain(row) },
    deps.publicDomain,
  );
  const copies = new Map<string, { post: NewsletterPost; body: { html: string; text: string } }>();
  const copyFor = (recipient: Recipient) => {
    const readable = readableContent(row, recipient.audience, recipient.tier);
    const key = `${readable.locked ?? 'whole'}`;
    let copy = copies.get(key);
    if (!copy) {
      const text = plainText(readable.html);
      const summary = row.excerpt.trim() || (text.length > 300 ? `${text.slice(0, 299)}…` : text);
      const post: NewsletterPost = {
        blogName: row.blogName,
        language,
        title: row.title,
        link: `${base}${path}`,
        image: row.image ? absoluteUrl(base, row.image) : null,
        imageAlt: row.imageAlt,
        contentHtml:
          row.fullContent && readable.html ? absoluteAddresses(readable.html, base) : null,
        excerpt: summary,
        locked:
          readable.locked === null
            ? null
            : {
                visibility: readable.locked,
                link: `${base}${readable.locked === 'members' ? MEMBER_PAGE_PATHS.signIn : MEMBER_PAGE_PATHS.account}`,
              },
      };
      copy = { post, body: newPostBody(post) };
      copies.set(key, copy);
    }
    return copy;
  };
  return { row: { ...row, language }, copyFor };
}

/** A member's status and tier as a recipient; a subscriber who is no member is a visitor. */
function recipientOf(member: { status: string | null; tier: string | null }): Recipient {
  if (member.status === null) return { audience: 'visitor', tier: null };
  const audience = memberAudience(member.status);
  return { audience, tier: audience === 'paid' ? member.tier : null };
}

/**
 * The post's audience as a condition on the subscriber: a member of the blog is the subscriber
 * of the same email (one person, docs/decisions/058-members-sign-in-by-link.md), and a paid
 * one has a paid or gifted membership.
 */
function audienceCondition(audience: string): SQL {
  if (audience !== 'members' && audience !== 'paid') return sql``;
  const paid = audience === 'paid' ? sql`and m.status in ('paid', 'comped')` : sql``;
  return sql`and exists (
      select 1 from members m
      where m.blog_id = newsletter_subscribers.blog_id
        and lower(m.email) = lower(newsletter_subscribers.email) ${paid})`;
}

/**
 * Writes the post's deliveries once: one row per confirmed subscriber of the post's audience,
 * the oldest first, up to the plan's limit, of the languages this version is mailed to
 * (`newPostMailLanguages`, docs/decisions/075-new-post-mails-per-language.md), leaving out
 * whoever has a delivery of another version of its translation group. The unique (post,
 * subscriber) pair makes a second run add nothing; the group's lock makes two versions planned
 * at once, on any instance, see each other's rows.
 */
async function planDeliveries(
  db: Database,
  post: {
    id: number;
    blogId: number;
    plan: string;
    audience: string;
    language: Language;
    translationGroup: string | null;
  },
  now: Date,
): Promise<void> {
  const limit = newsletterRecipientLimit(post.plan);
  await db.transaction(async (tx) => {
    let languages: Language[] = [...LANGUAGES];
    let mailedInGroup = sql``;
    if (post.translationGroup !== null) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`newsletter-group:${post.translationGroup}`}))`,
      );
      const versions = await tx
        .select({ language: posts.language })
        .from(posts)
        .where(and(eq(posts.translationGroup, post.translationGroup), ne(posts.status, 'TRASHED')));
      languages = newPostMailLanguages(
        post.language,
        versions.map((v) => normalizeLanguage(v.language)),
      );
      mailedInGroup = sql`and not exists (
        select 1 from newsletter_deliveries other
        join posts version on version.id = other.post_id
        where other.subscriber_id = chosen.id and other.post_id <> ${post.id}
          and version.translation_group = ${post.translationGroup})`;
    }
    await tx.execute(sql`
      insert into newsletter_deliveries (blog_id, post_id, subscriber_id, next_attempt_at)
      select chosen.blog_id, ${post.id}, chosen.id, ${now.toISOString()}::timestamptz
      from (
        select id, blog_id, language, confirmed_at
        from newsletter_subscribers
        where blog_id = ${post.blogId} and confirmed_at is not null and unsubscribed_at is null
          ${audienceCondition(post.audience)}
        order by confirmed_at, id
        ${limit === null ? sql`` : sql`limit ${limit}`}
      ) chosen
      where chosen.language in (${sql.join(
        languages.map((language) => sql`${language}`),
        sql`, `,
      )})
        ${mailedInGroup}
      order by chosen.confirmed_at, chosen.id
      on conflict do nothing`);
  });
}

/**
 * Takes up to a batch of the post's due deliveries for `runId`: pending rows whose time has
 * come and that no live run holds. SKIP LOCKED lets two runs take disjoint batches.
 */
async function claimBatch(db: Queryable, postId: number, runId: string, now: Date) {
  const d = newsletterDeliveries;
  const due = db
    .select({ id: d.id })
    .from(d)
    .where(
      and(
        eq(d.postId, postId),
        eq(d.state, 'pending'),
        lte(d.nextAttemptAt, now),
        or(isNull(d.claimedUntil), lt(d.claimedUntil, now)),
      ),
    )
    .orderBy(asc(d.id))
    .limit(NEWSLETTER_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(d)
    .set({ claimedBy: runId, claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(d.id, due))
    .returning({ id: d.id, subscriberId: d.subscriberId, attempts: d.attempts });
}

export function newsletterJobs(deps: Deps): Record<string, JobHandler> {
  const { db } = deps;

  const confirm: JobHandler = async ({ job }) => {
    const { subscriberId } = job.payload as { subscriberId: number };
    const [row] = await db
      .select({
        email: newsletterSubscribers.email,
        language: newsletterSubscribers.language,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        blogId: blogs.id,
        blogUuid: blogs.uuid,
        blogName: blogs.name,
      })
      .from(newsletterSubscribers)
      .innerJoin(blogs, eq(blogs.id, newsletterSubscribers.blogId))
      .where(eq(newsletterSubscribers.id, subscriberId));
    if (!row || row.confirmedAt || row.unsubscribedAt) return { sent: false };
    const now = deps.now();
    const blog = { id: row.blogId, uuid: row.blogUuid };
    const origin = deps.publicOrigin;
    const [link] = [
      ...(await issueLinks(db, origin, blog, 'CONFIRM', [subscriberId], now)).values(),
    ];
    const [leave] = [
      ...(await issueLinks(db, origin, blog, 'UNSUBSCRIBE', [subscriberId], now)).values(),
    ];
    if (!link || !leave) return { sent: false };
    await deps.mailer.send(
      subscribeConfirmMail({
        to: row.email,
        blogName: row.blogName,
        language: normalizeLanguage(row.language),
        link,
        unsubscribeLink: leave,
        days: NEWSLETTER_LINK_TTL_DAYS.confirm,
      }),
    );
    return { sent: true };
  };

  /**
   * A post's mail. Each delivery is marked 'sending' (conditionally on this run's claim) just
   * before its mail and 'sent' just after, so no row is mailed by two runs; a row left
   * 'sending' by a run that died is failed rather than sent again (at most once). A mail that
   * fails comes back later with back-off; the job itself finishes when no row is left pending,
   * and comes back for the rows waiting out their back-off.
   */
  const post: JobHandler = async ({ job, signal }) => {
    const { postId } = job.payload as { postId: number };
    const found = await mailedPost(db, deps, postId);
    if (!found) return { sent: 0, skipped: 'no publicada' };
    const { row } = found;
    const d = newsletterDeliveries;
    await planDeliveries(
      db,
      {
        id: row.id,
        blogId: row.blogId,
        plan: row.plan,
        audience: row.newsletterAudience,
        language: row.language,
        translationGroup: row.translationGroup,
      },
      deps.now(),
    );
    await db
      .update(d)
      .set({ state: 'failed', error: INTERRUPTED, claimedBy: null, claimedUntil: null })
      .where(and(eq(d.postId, postId), eq(d.state, 'sending'), lt(d.claimedUntil, deps.now())));
    const runId = `${job.id}:${job.attempts}:${randomUUID()}`;
    const blog = { id: row.blogId, uuid: row.blogUuid };
    let sent = 0;
    let failed = 0;
    for (;;) {
      if (signal.aborted) throw signal.reason ?? new Error('aborted');
      const now = deps.now();
      const batch = await claimBatch(db, postId, runId, now);
      if (batch.length === 0) break;
      // Each recipient's access is read as they are mailed: a member who paid or lapsed since
      // the post was published gets what they may read now.
      const subscribers = await db
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
          status: members.status,
          tier: sql<string | null>`(
            select t.uuid from member_subscriptions ms
            join member_tiers t on t.id = ms.tier_id
            where ms.member_id = ${members.id}
              and ms.status in (${sql.join(
                RUNNING_MEMBERSHIP_STATUSES.map((status) => sql`${status}`),
                sql`, `,
              )})
            order by ms.id desc limit 1)`,
        })
        .from(newsletterSubscribers)
        .leftJoin(
          members,
          and(
            eq(members.blogId, newsletterSubscribers.blogId),
            sql`lower(${members.email}) = lower(${newsletterSubscribers.email})`,
          ),
        )
        .where(
          inArray(
            newsletterSubscribers.id,
            batch.map((b) => b.subscriberId),
          ),
        );
      const byId = new Map(subscribers.map((s) => [s.id, s]));
      const live = batch.filter((b) => {
        const s = byId.get(b.subscriberId);
        return s && !s.unsubscribedAt;
      });
      const gone = batch.filter((b) => !live.includes(b)).map((b) => b.id);
      if (gone.length > 0) {
        await db
          .update(d)
          .set({
            state: 'failed',
            error: NEWSLETTER_MESSAGES.unsubscribedBeforeSend,
            claimedBy: null,
          })
          .where(inArray(d.id, gone));
      }
      const links = await issueLinks(
        db,
        deps.publicOrigin,
        blog,
        'UNSUBSCRIBE',
        live.map((b) => b.subscriberId),
        now,
      );
      for (const delivery of live) {
        if (signal.aborted) break;
        const subscriber = byId.get(delivery.subscriberId);
        const link = links.get(delivery.subscriberId);
        if (!subscriber || !link) continue;
        const mine = and(eq(d.id, delivery.id), eq(d.claimedBy, runId), eq(d.state, 'pending'));
        const taken = await db
          .update(d)
          .set({ state: 'sending', attempts: delivery.attempts + 1 })
          .where(mine)
          .returning({ id: d.id });
        if (taken.length === 0) continue;
        const held = and(eq(d.id, delivery.id), eq(d.claimedBy, runId), eq(d.state, 'sending'));
        try {
          const copy = found.copyFor(recipientOf(subscriber));
          await deps.mailer.send(newPostMail(copy.post, copy.body, subscriber.email, link));
          await db
            .update(d)
            .set({
              state: 'sent',
              sentAt: deps.now(),
              error: null,
              claimedBy: null,
              claimedUntil: null,
            })
            .where(held);
          sent += 1;
        } catch (error) {
          const attempts = delivery.attempts + 1;
          const last = attempts >= NEWSLETTER_DELIVERY_ATTEMPTS;
          await db
            .update(d)
            .set({
              state: last ? 'failed' : 'pending',
              error: errorMessage(error),
              nextAttemptAt: new Date(deps.now().getTime() + newsletterRetryDelayMs(attempts)),
              claimedBy: null,
              claimedUntil: null,
            })
            .where(held);
          if (last) failed += 1;
        }
      }
      // Rows of the batch left unattempted (a stop) go back to whoever runs next.
      await db
        .update(d)
        .set({ claimedBy: null, claimedUntil: null })
        .where(and(eq(d.claimedBy, runId), eq(d.state, 'pending')));
    }
    // Rows waiting out their back-off: a follow-up run at the earliest of their times.
    const [waiting] = await db
      .select({ at: sql<string | null>`min(${d.nextAttemptAt})` })
      .from(d)
      .where(and(eq(d.postId, postId), eq(d.state, 'pending')));
    if (waiting?.at) {
      const runAt = new Date(waiting.at);
      await enqueueJob(db, {
        kind: NEWSLETTER_JOBS.post,
        payload: { postId },
        blogId: row.blogId,
        dedupeKey: `${NEWSLETTER_JOBS.post}:${postId}:${runAt.getTime()}`,
        runAt,
      });
    }
    return { sent, failed };
  };

  return {
    [NEWSLETTER_JOBS.confirm]: confirm,
    [NEWSLETTER_JOBS.post]: post,
    [NEWSLETTER_JOBS.purgeLinks]: async () => ({
      links: await purgeNewsletterLinks(db, deps.now()),
    }),
  };
}
