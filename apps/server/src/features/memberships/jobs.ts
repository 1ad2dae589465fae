import {
  accessEndsAt,
  blogBaseUrl,
  canonicalDomain,
  type MemberSubscriptionStatus,
  normalizeLanguage,
  READER_MEMBERSHIP_MESSAGES,
} from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { blogs, memberSubscriptions, members, settings } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import type { Schedule } from '../../platform/jobs/scheduler.ts';
import { escapeHtml, layout } from '../../platform/mail/templates.ts';
import { refreshDueConnections } from './connection.service.ts';
import { endExpiredGifts } from './members-admin.service.ts';
import { expireMemberships, MEMBERSHIP_JOBS } from './subscriptions.service.ts';

/**
 * Memberships whose access is over, and gifts whose day is over, are closed every quarter hour,
 * and once at start; blogs' MercadoPago tokens with fewer than 30 days left are renewed every
 * six hours.
 */
export const membershipSchedules: readonly Schedule[] = [
  { kind: MEMBERSHIP_JOBS.expire, everyMs: 15 * 60_000, atStart: true },
  { kind: MEMBERSHIP_JOBS.refreshConnections, everyMs: 6 * 60 * 60_000, atStart: true },
];

type JobDeps = Pick<
  AppDeps,
  'db' | 'mailer' | 'now' | 'publicDomain' | 'payments' | 'jwtSecret' | 'publicOrigin'
> &
  Partial<Pick<AppDeps, 'sealKey' | 'logger' | 'contentVersions'>>;

export function membershipJobs(deps: JobDeps): Record<string, JobHandler> {
  const graceMail: JobHandler = async ({ job }) => {
    const { subscriptionId } = job.payload as { subscriptionId: number };
    const [row] = await deps.db
      .select({ sub: memberSubscriptions, email: members.email })
      .from(memberSubscriptions)
      .innerJoin(members, eq(members.id, memberSubscriptions.memberId))
      .where(eq(memberSubscriptions.id, subscriptionId));
    // Paid meanwhile, or gone: nothing to tell.
    if (row?.sub.status !== 'past_due') return { sent: false };
    const [blog] = await deps.db
      .select({
        title: settings.title,
        name: blogs.name,
        language: settings.language,
        subdomain: blogs.subdomain,
        domain: blogs.domain,
        domainVerifiedAt: blogs.domainVerifiedAt,
      })
      .from(blogs)
      .leftJoin(settings, eq(settings.blogId, blogs.id))
      .where(eq(blogs.id, row.sub.blogId));
    if (!blog) return { sent: false };
    const blogName = blog.title || blog.name;
    const language = normalizeLanguage(blog.language ?? 'es');
    const origin = blogBaseUrl(
      { subdomain: blog.subdomain, domain: canonicalDomain(blog) },
      deps.publicDomain,
    );
    const until = accessEndsAt({
      status: row.sub.status as MemberSubscriptionStatus,
      currentPeriodEnd: row.sub.currentPeriodEnd,
    });
    const date = (until ?? deps.now()).toLocaleDateString(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // The member reads the blog in its language: the mail speaks it too.
    const R = READER_MEMBERSHIP_MESSAGES[language];
    const subject = R.graceSubject(blogName);
    const text = R.graceText(blogName, date);
    const account = `${origin}/members/cuenta`;
    await deps.mailer.send({
      to: row.email,
      subject,
      text: `${text}\n\n${account}`,
      html: layout(
        subject,
        `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(account)}">${escapeHtml(account)}</a></p>`,
      ).replace('<html lang="es">', `<html lang="${language}">`),
    });
    return { sent: true };
  };
  return {
    [MEMBERSHIP_JOBS.expire]: async () => ({
      changed:
        (await expireMemberships(deps.db, deps.now())) +
        (await endExpiredGifts(deps.db, deps.now())),
    }),
    [MEMBERSHIP_JOBS.graceMail]: graceMail,
    [MEMBERSHIP_JOBS.refreshConnections]: async () => ({
      renewed: await refreshDueConnections(deps),
    }),
  };
}
