import { randomBytes } from 'node:crypto';
import {
  type CustomDomainStatus,
  customDomainTarget,
  DOMAIN_CHECK_SCHEDULE,
  domainCheckDelayMs,
  domainVerificationName,
} from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { blogs } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { contentChanged } from '../content/index.ts';
import { checkDomainRecords } from './custom-domain-dns.ts';

export const DOMAIN_CHECK_JOB = 'domain.check';

interface DomainCheckPayload {
  blogId: number;
  /** The token of the domain this round checks: another domain saved since ends the rounds. */
  token: string;
  round: number;
  /** When the rounds began (ISO): they stop DOMAIN_CHECK_SCHEDULE.giveUpAfterMs later. */
  since: string;
}

/**
 * The columns a new domain (or none) writes: a fresh token and no verification, so every change
 * of domain starts pending (docs/decisions/049-custom-domain-verification.md).
 */
export function domainColumns(domain: string | null) {
  return {
    domain,
    domainToken: domain === null ? null : `bitacora-${randomBytes(16).toString('hex')}`,
    domainVerifiedAt: null,
    domainCheckedAt: null,
    domainError: null,
  };
}

/** The target a blog's domain must point to on this platform. */
export function domainTargetOf(deps: Pick<AppDeps, 'customDomainTarget' | 'publicDomain'>) {
  return customDomainTarget(deps.customDomainTarget, deps.publicDomain);
}

/** The domain section of the settings: state, records to create, the last check. */
export function domainStatusOf(
  blog: Pick<
    Blog,
    'domain' | 'domainToken' | 'domainVerifiedAt' | 'domainCheckedAt' | 'domainError'
  >,
  target: string,
): CustomDomainStatus | null {
  if (!blog.domain || !blog.domainToken) return null;
  return {
    domain: blog.domain,
    state: blog.domainVerifiedAt ? 'verified' : 'pending',
    txtName: domainVerificationName(blog.domain),
    txtValue: blog.domainToken,
    target,
    checkedAt: blog.domainCheckedAt?.toISOString() ?? null,
    verifiedAt: blog.domainVerifiedAt?.toISOString() ?? null,
    error: blog.domainError,
  };
}

/**
 * Queues the rounds that look at a new pending domain, the first a minute from now. One job per
 * round and token (deduplicated), so saving twice or two instances never double them.
 */
export async function enqueueDomainChecks(
  db: Queryable,
  blog: { id: number; domainToken: string | null },
  now: Date,
  round = 0,
  since: Date = now,
) {
  if (!blog.domainToken) return;
  const payload: DomainCheckPayload = {
    blogId: blog.id,
    token: blog.domainToken,
    round,
    since: since.toISOString(),
  };
  await enqueueJob(db, {
    kind: DOMAIN_CHECK_JOB,
    payload,
    blogId: blog.id,
    dedupeKey: `domain-check:${blog.id}:${blog.domainToken}:${round}`,
    runAt: new Date(now.getTime() + domainCheckDelayMs(round)),
  });
}

/**
 * Checks the blog's pending domain now and records what was found. Returns the blog as saved,
 * or null when it has no domain (or another domain was saved meanwhile: `token` differs). A
 * domain newly verified moves the blog's content version: its pages are built again with the
 * domain as their address.
 */
export async function checkBlogDomain(
  deps: AppDeps,
  blogId: number,
  token?: string,
): Promise<Blog | null> {
  const [blog] = await deps.db.select().from(blogs).where(eq(blogs.id, blogId));
  if (!blog?.domain || !blog.domainToken) return null;
  if (token !== undefined && token !== blog.domainToken) return null;
  const result = await checkDomainRecords({
    domain: blog.domain,
    token: blog.domainToken,
    target: domainTargetOf(deps),
    servers: deps.dnsServers,
  });
  const now = deps.now();
  const [saved] = await deps.db
    .update(blogs)
    .set({
      domainCheckedAt: now,
      // Once verified, a later failing check does not take the domain away from its blog.
      domainVerifiedAt: result.ok ? (blog.domainVerifiedAt ?? now) : blog.domainVerifiedAt,
      domainError: result.ok ? null : result.error,
    })
    // The domain may have changed during the check: that one starts afresh.
    .where(and(eq(blogs.id, blogId), eq(blogs.domainToken, blog.domainToken)))
    .returning();
  if (!saved) return null;
  if (result.ok && !blog.domainVerifiedAt) await contentChanged(deps.contentVersions, blogId);
  return saved;
}

/** The job that checks a pending domain again, with longer and longer waits, for three days. */
export function customDomainJobs(deps: AppDeps): Record<string, JobHandler> {
  return {
    [DOMAIN_CHECK_JOB]: async ({ job }) => {
      const payload = job.payload as DomainCheckPayload;
      const [blog] = await deps.db
        .select({ verifiedAt: blogs.domainVerifiedAt, token: blogs.domainToken })
        .from(blogs)
        .where(eq(blogs.id, payload.blogId));
      if (!blog || blog.token !== payload.token || blog.verifiedAt) return { skipped: true };
      const saved = await checkBlogDomain(deps, payload.blogId, payload.token);
      if (!saved || saved.domainVerifiedAt) return { verified: saved !== null };
      const now = deps.now();
      const since = new Date(payload.since);
      if (now.getTime() - since.getTime() < DOMAIN_CHECK_SCHEDULE.giveUpAfterMs) {
        await enqueueDomainChecks(deps.db, saved, now, payload.round + 1, since);
        deps.wakeJobs?.();
      }
      return { verified: false };
    },
  };
}
