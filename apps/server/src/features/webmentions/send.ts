import { readableContent } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Queryable } from '../../platform/db/client.ts';
import { posts } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { fetchRemoteFile, RemoteFetchError } from '../../platform/http/fetch-remote.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { loadSite, postPath, toSite } from '../public-site/index.ts';
import { normaliseUrl } from './source-page.ts';
import { SOURCE_MAX_BYTES, SOURCE_TIMEOUT_MS } from './verify.ts';

export const SEND_POST_MENTIONS_JOB = 'webmention:send-post';
export const SEND_MENTION_JOB = 'webmention:send';

/** Links of one post that get a mention: more are left out. */
export const MAX_MENTIONS_PER_POST = 50;

/**
 * A post was saved published (from the panel, or at its scheduled minute): one job reads its
 * links once the save is done. One per revision, so an edit sends again and a retry does not.
 */
export async function postSavedPublished(
  tx: Queryable,
  post: { id: number; blogId: number; revision: number },
): Promise<void> {
  await enqueueJob(tx, {
    kind: SEND_POST_MENTIONS_JOB,
    blogId: post.blogId,
    payload: { postId: post.id },
    dedupeKey: `${SEND_POST_MENTIONS_JOB}:${post.id}:${post.revision}`,
  });
}

/** The other sites' addresses a piece of HTML links to, each once, this blog's left out. */
export function externalLinks(html: string, pageUrl: string): string[] {
  const own = new URL(pageUrl).host;
  const found = new Set<string>();
  for (const a of DomUtils.getElementsByTagName('a', parseDocument(html), true)) {
    const href = a.attribs.href;
    if (!href) continue;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host === own) continue;
    url.hash = '';
    found.add(url.href);
  }
  return [...found].slice(0, MAX_MENTIONS_PER_POST);
}

/** Splits a `Link` header into its targets and rels: `<a>; rel="x y", <b>; rel=z`. */
function linkHeaderEndpoint(header: string | null, base: string): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    const rel = match ? /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2] as string) : null;
    const rels = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (match && rels.includes('webmention')) return resolve(match[1] as string, base);
  }
  return null;
}

const resolve = (href: string, base: string) => {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * Where a page takes webmentions, as the W3C recommendation finds it: its `Link` header, else
 * the first `<link>` or `<a>` with rel webmention in document order, resolved against the page
 * (an empty href is the page itself). Null when it names none.
 */
export async function discoverEndpoint(deps: AppDeps, target: string): Promise<string | null> {
  const page = await fetchRemoteFile(target, {
    maxBytes: SOURCE_MAX_BYTES,
    timeoutMs: SOURCE_TIMEOUT_MS,
    allowPrivate: deps.allowPrivateFetch ?? false,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  });
  const fromHeader = linkHeaderEndpoint(page.link, page.finalUrl);
  if (fromHeader) return fromHeader;
  if (!(page.contentType ?? '').includes('html')) return null;
  const element = DomUtils.findOne(
    (node) =>
      (node.name === 'link' || node.name === 'a') &&
      node.attribs.href !== undefined &&
      (node.attribs.rel ?? '').toLowerCase().split(/\s+/).includes('webmention'),
    parseDocument(new TextDecoder().decode(page.bytes)).children as never,
    true,
  );
  return element ? resolve(element.attribs.href ?? '', page.finalUrl) : null;
}

/** Reads a published post's public text and enqueues one send per link in it. */
async function sendPostMentions(deps: AppDeps, postId: number) {
  const [post] = await deps.db.select().from(posts).where(eq(posts.id, postId));
  // Unpublished since (or not yet: a scheduled post comes back at its minute).
  if (post?.status !== 'PUBLISHED') return { sent: 0 };
  const row = await loadSite(deps.db, post.blogId);
  if (!row) return { sent: 0 };
  const site = toSite(row, deps);
  const source = `${site.baseUrl}${postPath(site, post)}`;
  // Only what any visitor reads: paid and members-only text never names its links.
  const { html } = readableContent(
    { content: post.content, visibility: post.visibility },
    'visitor',
  );
  const targets = externalLinks(html, source);
  for (const target of targets) {
    await enqueueJob(deps.db, {
      kind: SEND_MENTION_JOB,
      blogId: post.blogId,
      payload: { source, target },
      dedupeKey: `${SEND_MENTION_JOB}:${post.id}:${post.revision}:${target}`,
      maxAttempts: 3,
    });
  }
  deps.wakeJobs?.();
  return { sent: targets.length };
}

/** Finds the target's endpoint and posts `source` and `target` to it. */
async function sendMention(deps: AppDeps, payload: { source: string; target: string }) {
  let endpoint: string | null;
  try {
    endpoint = await discoverEndpoint(deps, payload.target);
    if (endpoint === null) return { outcome: 'no-endpoint' };
    if (normaliseUrl(endpoint) === null) return { outcome: 'no-endpoint' };
    await fetchRemoteFile(endpoint, {
      maxBytes: 64 * 1024,
      timeoutMs: SOURCE_TIMEOUT_MS,
      allowPrivate: deps.allowPrivateFetch ?? false,
      form: new URLSearchParams({ source: payload.source, target: payload.target }),
    });
  } catch (error) {
    // A refused address or an answer of 4xx will not change by asking again.
    if (
      error instanceof RemoteFetchError &&
      (error.code !== 'http-status' || (error.status ?? 500) < 500) &&
      error.code !== 'network' &&
      error.code !== 'timeout'
    ) {
      return { outcome: 'refused', reason: error.message };
    }
    throw error;
  }
  return { outcome: 'sent', endpoint };
}

export const sendJobs = (deps: AppDeps): Record<string, JobHandler> => ({
  [SEND_POST_MENTIONS_JOB]: async ({ job }) =>
    sendPostMentions(deps, (job.payload as { postId: number }).postId),
  [SEND_MENTION_JOB]: async ({ job }) =>
    sendMention(deps, job.payload as { source: string; target: string }),
});
