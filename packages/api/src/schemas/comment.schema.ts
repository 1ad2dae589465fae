import {
  BULK_MESSAGES,
  COMMENT_ACTIONS,
  COMMENT_BULK_ACTIONS,
  COMMENT_BULK_MAX,
  COMMENT_FIELD_MESSAGES,
  COMMENT_STATUSES,
  FIELD_MESSAGES,
  SERVER_MESSAGES,
} from '@bitacora/domain';
import { z } from 'zod';
import {
  blogIdQuerySchema,
  dateTimeSchema,
  emailInput,
  paginationQuerySchema,
  safeString,
  searchQuery,
  uuidSchema,
} from './common.schema.ts';

/** Comment. `post` is an object with a title, or a plain reference, or null. */
export const commentSchema = z.object({
  uuid: uuidSchema,
  authorName: z.string(),
  authorEmail: z.string(),
  content: z.string(),
  post: z
    .union([z.object({ uuid: uuidSchema.optional(), title: z.string() }), z.string()])
    .nullable(),
  createdAt: dateTimeSchema,
  status: z.enum(COMMENT_STATUSES),
  /** The top-level comment this one answers; null for a top-level comment. */
  parentUuid: uuidSchema.nullable().optional(),
  /** Written from the panel by the blog's staff, shown as the blog's reply. */
  isStaffReply: z.boolean().optional(),
  /** 'mencion': another site's page that links to the post (a webmention); else a comment. */
  kind: z.enum(['comment', 'mencion']).optional(),
  /** A mention's source page. */
  sourceUrl: z.string().nullable().optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Limits of a visitor's comment. */
export const COMMENT_LIMITS = { authorName: 80, content: 2000 } as const;

/**
 * `POST /api/comments` (visitors, no token). `website` is a honeypot: people never see it, so
 * anything in it marks a bot.
 */
export const createCommentBodySchema = z.object({
  postUuid: uuidSchema,
  /** A reply: the approved top-level comment of the same post it answers. */
  parentUuid: uuidSchema.optional(),
  authorName: safeString({
    required: FIELD_MESSAGES.nameRequired,
    nonEmpty: true,
    max: COMMENT_LIMITS.authorName,
    tooLong: FIELD_MESSAGES.nameTooLong(COMMENT_LIMITS.authorName),
  }),
  authorEmail: emailInput(),
  content: safeString({
    required: COMMENT_FIELD_MESSAGES.contentRequired,
    nonEmpty: true,
    max: COMMENT_LIMITS.content,
    tooLong: COMMENT_FIELD_MESSAGES.contentTooLong(COMMENT_LIMITS.content),
  }),
  website: z.union([z.literal(''), z.null()], { error: SERVER_MESSAGES.commentRefused }).optional(),
  /** The signed time the public form was rendered (docs/decisions/023-comment-rules-and-spam.md). */
  formToken: z.string().max(200, { error: SERVER_MESSAGES.commentRefused }).optional(),
  /**
   * 'Avísame por correo cuando respondan a mi comentario': a confirmation mail first (double
   * opt-in). The form without JavaScript sends the checkbox's `on`.
   */
  notifyReplies: z
    .union([z.boolean(), z.literal('on')], { error: SERVER_MESSAGES.commentRefused })
    .optional()
    .transform((value) => value === true || value === 'on'),
});
export type CreateCommentBody = z.input<typeof createCommentBodySchema>;
export type CreateCommentData = z.output<typeof createCommentBodySchema>;

/**
 * `POST /api/comments` answers 201 with the new comment: waiting for moderation, or approved at
 * once for a known commenter when the blog allows it.
 */
export const createCommentResponseSchema = z.object({
  uuid: uuidSchema,
  status: z.enum(['PENDING', 'APPROVED']),
});
export type CreateCommentResponse = z.infer<typeof createCommentResponseSchema>;

/** `POST /comments/{uuid}/replies` (staff): the blog's reply, published at once. */
export const createReplyBodySchema = z.object({
  content: safeString({
    required: COMMENT_FIELD_MESSAGES.replyRequired,
    nonEmpty: true,
    max: COMMENT_LIMITS.content,
    tooLong: COMMENT_FIELD_MESSAGES.replyTooLong(COMMENT_LIMITS.content),
  }),
});
export type CreateReplyBody = z.input<typeof createReplyBodySchema>;

/**
 * `GET /comments?status=&search=&page=&limit=`: '' (or absent) status for all, else one status
 * in either case; `search` is looked for in the author's name, the email and the text.
 */
export const listCommentsQuerySchema = blogIdQuerySchema.extend({
  ...paginationQuerySchema.shape,
  search: searchQuery(),
  status: z
    .union([
      z.literal('').transform(() => undefined),
      z
        .string()
        .trim()
        .toUpperCase()
        .pipe(
          z.enum(COMMENT_STATUSES, {
            error: COMMENT_FIELD_MESSAGES.statusInvalid,
          }),
        ),
    ])
    .optional(),
});
export type ListCommentsQuery = z.input<typeof listCommentsQuerySchema>;
export type ListCommentsParams = z.output<typeof listCommentsQuerySchema>;

/** `PATCH /comments/{uuid}/{action}`: the moderation actions of the domain's transitions. */
export { COMMENT_ACTIONS };
export const commentActionSchema = z.enum(COMMENT_ACTIONS, {
  error: COMMENT_FIELD_MESSAGES.actionInvalid,
});
export type CommentAction = z.infer<typeof commentActionSchema>;

/** Path parameters of `PATCH /comments/{uuid}/{action}`. */
export const commentActionParamsSchema = z.object({
  uuid: uuidSchema,
  action: commentActionSchema,
});

const bulkUuids = z
  .array(uuidSchema, { error: BULK_MESSAGES.none })
  .min(1, { error: BULK_MESSAGES.none })
  .max(COMMENT_BULK_MAX, { error: COMMENT_FIELD_MESSAGES.tooManyAtOnce(COMMENT_BULK_MAX) })
  .transform((uuids) => [...new Set(uuids)]);

/**
 * `POST /comments/bulk`: one action on the selected comments, or the undo of an approval,
 * which names the status each comment had before it.
 */
export const bulkCommentsBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.enum(COMMENT_BULK_ACTIONS), uuids: bulkUuids }),
    z.object({
      action: z.literal('unapprove'),
      items: z
        .array(
          z.object({
            uuid: uuidSchema,
            status: z.enum(['PENDING', 'REJECTED'], {
              error: COMMENT_FIELD_MESSAGES.previousStatusInvalid,
            }),
          }),
          { error: BULK_MESSAGES.none },
        )
        .min(1, { error: BULK_MESSAGES.none })
        .max(COMMENT_BULK_MAX, { error: COMMENT_FIELD_MESSAGES.tooManyAtOnce(COMMENT_BULK_MAX) }),
    }),
  ],
  { error: BULK_MESSAGES.actionInvalid },
);
export type BulkCommentsBody = z.input<typeof bulkCommentsBodySchema>;
export type BulkCommentsData = z.output<typeof bulkCommentsBodySchema>;

/**
 * What a bulk action did: how many comments it changed and from which status (what an undo
 * gives back), and the ones it left alone because their status does not allow the action.
 */
export const bulkCommentsResultSchema = z.object({
  action: z.enum([...COMMENT_BULK_ACTIONS, 'unapprove']),
  count: z.number(),
  changed: z.array(z.object({ uuid: uuidSchema, from: z.enum(COMMENT_STATUSES) })),
  skipped: z.array(z.object({ uuid: uuidSchema, status: z.enum(COMMENT_STATUSES) })),
});
export type BulkCommentsResult = z.infer<typeof bulkCommentsResultSchema>;

/**
 * `GET /comments/pending-count`: the sidebar's badge (`count`), and how many went to Spam in the
 * last RECENT_SPAM_DAYS days (`spam`), for the comments screen's note.
 */
export const pendingCommentsCountSchema = z.object({ count: z.number(), spam: z.number() });
export type PendingCommentsCount = z.infer<typeof pendingCommentsCountSchema>;

/** The `details` of a refused bulk action: each comment that could not be changed, and why. */
export const commentBulkRefusalsSchema = z.object({
  refused: z.array(z.object({ uuid: uuidSchema, reason: z.enum(['not-found', 'forbidden']) })),
});
export type CommentBulkRefusals = z.infer<typeof commentBulkRefusalsSchema>;
