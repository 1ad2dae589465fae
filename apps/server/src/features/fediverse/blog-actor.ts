import type { Federation } from '@fedify/fedify';
import { eq } from 'drizzle-orm';
import { blogs } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { classifyHost } from '../../platform/http/host.ts';
import { findBlogId, loadSite, toSite } from '../public-site/index.ts';
import { type BlogActor, createBlogFederation } from './federation.ts';

/** The blog as its actor's handlers see it, and whether its own domain is verified. */
export async function blogActorOf(
  deps: AppDeps,
  blogId: number,
): Promise<(BlogActor & { domainVerified: boolean }) | null> {
  const row = await loadSite(deps.db, blogId);
  if (!row) return null;
  const [blog] = await deps.db
    .select({ subdomain: blogs.subdomain })
    .from(blogs)
    .where(eq(blogs.id, blogId));
  if (!blog) return null;
  return {
    blogId,
    subdomain: blog.subdomain,
    site: toSite(row, deps),
    domainVerified: row.blog.domainVerifiedAt !== null,
  };
}

/**
 * The blog whose subdomain address a queued message was made on: the library is always handed
 * the subdomain's address, so a message's base URL names its blog.
 */
export async function blogActorAt(deps: AppDeps, baseUrl: string): Promise<BlogActor | null> {
  const target = classifyHost(new URL(baseUrl).host, deps);
  if (target.kind !== 'subdomain') return null;
  const blogId = await findBlogId(deps.db, { subdomain: target.subdomain });
  if (blogId === null) return null;
  const actor = await blogActorOf(deps, blogId);
  return actor && { blogId: actor.blogId, subdomain: actor.subdomain, site: actor.site };
}

const federations = new WeakMap<AppDeps, Federation<BlogActor>>();

/**
 * One federation per app, made on first use (route tables and tests that never ask pay
 * nothing), shared by the requests and the job worker.
 */
export function federationFor(deps: AppDeps): Federation<BlogActor> {
  let federation = federations.get(deps);
  if (!federation) {
    federation = createBlogFederation(deps);
    federations.set(deps, federation);
  }
  return federation;
}
