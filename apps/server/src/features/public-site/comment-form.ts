import { createCommentBodySchema } from '@bitacora/api/schemas';
import { itemPath, type Language } from '@bitacora/domain';
import { HTTPException } from 'hono/http-exception';
import type { AppContext } from '../../platform/http/app-env.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import {
  addressHash,
  COMMENTS_MEMBERS_ONLY,
  createComment,
  FORM_TOKEN_FIELD,
  formTiming,
  hitAddressLimit,
} from '../comments/index.ts';
import { memberCookieIn } from '../members/index.ts';
import { commentRefusalIn } from './comment-refusals.ts';
import { findPublishedPost } from './queries.ts';
import type { CommentFormState } from './templates/views.ts';

/** The query a sent comment's redirect carries, so the page shows 'pending moderation'. */
export const SENT_PARAM = 'comentario';
export const SENT_VALUE = 'pendiente';

export type CommentFormResult =
  | { kind: 'not-found' }
  | { kind: 'sent'; location: string }
  | { kind: 'invalid'; state: CommentFormState; status: 400 | 403 | 429 };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The comment form without JavaScript: `application/x-www-form-urlencoded` (or multipart) at
 * `POST /blog/{slug}/comments` on the blog's host (`/{lang}/blog/{slug}/comments` for a post in
 * another language than the blog's main one). The same rules as `POST /api/comments`
 * (schema, honeypot, rate limits, the blog's rules), for this blog's published post named by the
 * path; a refusal is shown on the page with its message.
 */
export async function submitCommentForm(
  c: AppContext,
  blogId: number,
  slug: string,
  language: { of: Language; main: Language },
): Promise<CommentFormResult> {
  const { db, rateLimitStore, jwtSecret, now, wakeJobs } = c.get('deps');
  const post = await findPublishedPost(db, blogId, slug, language.of);
  if (!post) return { kind: 'not-found' };
  const form = await c.req.parseBody();
  const values = {
    authorName: text(form.authorName),
    authorEmail: text(form.authorEmail),
    content: text(form.content),
    notifyReplies: text(form.notifyReplies) === 'on',
  };
  // A reply names its parent; the form keeps answering it when it comes back with errors.
  const parentUuid = text(form.parentUuid) || undefined;
  const parsed = createCommentBodySchema.safeParse({
    ...values,
    postUuid: post.uuid,
    parentUuid,
    notifyReplies: values.notifyReplies,
    website: text(form.website) ?? '',
  });
  if (!parsed.success) {
    return {
      kind: 'invalid',
      status: 400,
      state: {
        values,
        replyTo: parentUuid,
        errors: [
          ...new Set(
            parsed.error.issues.map((issue) => commentRefusalIn(language.of, issue.message)),
          ),
        ],
      },
    };
  }
  const address = clientAddress(c);
  try {
    await hitAddressLimit(rateLimitStore, address, now());
    const token = text(form[FORM_TOKEN_FIELD]);
    await createComment(db, parsed.data, {
      ipHash: addressHash(jwtSecret, address),
      timing: formTiming(jwtSecret, post.uuid, token, now()),
      now: now(),
      rateLimitStore,
      wakeJobs,
      versions: c.var.versions,
      memberToken: memberCookieIn(c.req.header('cookie')),
    });
  } catch (error) {
    const status = error instanceof HTTPException ? error.status : 500;
    if (status !== 400 && status !== 403 && status !== 429) throw error;
    // The page shows a refusal (closed, blocked, a parent the post cannot take) as it shows a
    // form error, in the post's language; a comment without the member session a members-only
    // blog asks for is a 403.
    const message = (error as HTTPException).message;
    return {
      kind: 'invalid',
      status: status === 429 ? 429 : message === COMMENTS_MEMBERS_ONLY ? 403 : 400,
      state: { values, errors: [commentRefusalIn(language.of, message)] },
    };
  }
  return {
    kind: 'sent',
    location: `${itemPath('post', post.slug, language.of, language.main)}?${SENT_PARAM}=${SENT_VALUE}#comentar`,
  };
}
