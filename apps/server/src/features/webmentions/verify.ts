import { COMMENT_LIMITS } from '@bitacora/api/schemas';
import { spamScore } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { comments } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { fetchRemoteFile, RemoteFetchError } from '../../platform/http/fetch-remote.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import { contentChanged } from '../content/index.ts';
import { readSource } from './source-page.ts';

export const VERIFY_MENTION_JOB = 'webmention:verify';

export interface VerifyMentionPayload {
  blogId: number;
  postId: number;
  source: string;
  target: string;
}

/** A source page is read up to 1 MB and 10 s, and never on the private network. */
export const SOURCE_MAX_BYTES = 1024 * 1024;
export const SOURCE_TIMEOUT_MS = 10_000;

/** What a run concluded; the job keeps it as its result. */
export type VerifyOutcome = 'saved' | 'updated' | 'removed' | 'refused';

/** Failures of the source itself: trying again would fetch the same refusal. */
const FINAL_CODES = new Set(['invalid-url', 'protocol', 'private-address', 'too-large']);

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

async function removeMention(deps: AppDeps, payload: VerifyMentionPayload) {
  const removed = await deps.db
    .delete(comments)
    .where(
      and(
        eq(comments.postId, payload.postId),
        eq(comments.kind, 'mencion'),
        eq(comments.sourceUrl, payload.source),
      ),
    )
    .returning({ status: comments.status });
  if (removed.some((row) => row.status === 'APPROVED')) {
    await contentChanged(deps.contentVersions, payload.blogId);
  }
  return removed.length > 0;
}

/**
 * Fetches a mention's source and keeps what it says as a comment of kind 'mencion', pending
 * moderation (or spam, as the spam rules score its text). A source that is gone (404, 410) or
 * no longer links to the post takes its mention away.
 */
export async function verifyMention(
  deps: AppDeps,
  payload: VerifyMentionPayload,
): Promise<{ outcome: VerifyOutcome; reason?: string }> {
  let page: Awaited<ReturnType<typeof fetchRemoteFile>>;
  try {
    page = await fetchRemoteFile(payload.source, {
      maxBytes: SOURCE_MAX_BYTES,
      timeoutMs: SOURCE_TIMEOUT_MS,
      allowPrivate: deps.allowPrivateFetch ?? false,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
    });
  } catch (error) {
    if (!(error instanceof RemoteFetchError)) throw error;
    if (error.code === 'http-status' && (error.status === 404 || error.status === 410)) {
      await removeMention(deps, payload);
      return { outcome: 'removed', reason: error.message };
    }
    if (FINAL_CODES.has(error.code)) return { outcome: 'refused', reason: error.message };
    throw error;
  }
  const html = new TextDecoder().decode(page.bytes);
  const { linked, entry } = readSource(html, page.finalUrl, payload.target);
  if (!linked) {
    const removed = await removeMention(deps, payload);
    return {
      outcome: removed ? 'removed' : 'refused',
      reason: 'La página de origen no enlaza con la entrada.',
    };
  }
  const authorName = cut(
    entry.authorName || new URL(payload.source).hostname,
    COMMENT_LIMITS.authorName,
  );
  const content = cut(entry.text || payload.source, COMMENT_LIMITS.content);
  const status = spamScore({ authorName, content }).spam ? 'SPAM' : 'PENDING';
  const fields = {
    authorName,
    content,
    authorUrl: entry.authorUrl,
    authorPhoto: entry.authorPhoto,
  };
  const [existing] = await deps.db
    .select({ id: comments.id, authorName: comments.authorName, content: comments.content })
    .from(comments)
    .where(and(eq(comments.postId, payload.postId), eq(comments.sourceUrl, payload.source)));
  if (existing) {
    // A changed text goes back to moderation: what was approved is not what is shown now.
    const changed = existing.content !== content || existing.authorName !== authorName;
    const [row] = await deps.db
      .update(comments)
      .set(changed ? { ...fields, status } : fields)
      .where(eq(comments.id, existing.id))
      .returning({ status: comments.status });
    if (changed || row?.status === 'APPROVED') {
      await contentChanged(deps.contentVersions, payload.blogId);
    }
    return { outcome: 'updated' };
  }
  await deps.db
    .insert(comments)
    .values({
      blogId: payload.blogId,
      postId: payload.postId,
      kind: 'mencion',
      sourceUrl: payload.source,
      authorEmail: '',
      status,
      ...fields,
    })
    // Two runs for one source racing: the second finds the first's row next time.
    .onConflictDoNothing();
  return { outcome: 'saved' };
}

export const webmentionJobs = (deps: AppDeps): Record<string, JobHandler> => ({
  [VERIFY_MENTION_JOB]: async ({ job }) => verifyMention(deps, job.payload as VerifyMentionPayload),
});
