import { COMMENT_STATUSES } from '@bitacora/domain';
import { z } from 'zod';
import {
  blogIdQuerySchema,
  dateTimeSchema,
  emailInput,
  paginationQuerySchema,
  safeString,
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
    required: 'El nombre es obligatorio',
    nonEmpty: true,
    max: COMMENT_LIMITS.authorName,
    tooLong: `El nombre no puede superar los ${COMMENT_LIMITS.authorName} caracteres`,
  }),
  authorEmail: emailInput(),
  content: safeString({
    required: 'El comentario es obligatorio',
    nonEmpty: true,
    max: COMMENT_LIMITS.content,
    tooLong: `El comentario no puede superar los ${COMMENT_LIMITS.content} caracteres`,
  }),
  website: z
    .union([z.literal(''), z.null()], { error: 'No se pudo enviar el comentario' })
    .optional(),
  /** The signed time the public form was rendered (docs/decisions/023-comment-rules-and-spam.md). */
  formToken: z.string().max(200, { error: 'No se pudo enviar el comentario' }).optional(),
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
    required: 'La respuesta es obligatoria',
    nonEmpty: true,
    max: COMMENT_LIMITS.content,
    tooLong: `La respuesta no puede superar los ${COMMENT_LIMITS.content} caracteres`,
  }),
});
export type CreateReplyBody = z.input<typeof createReplyBodySchema>;

/** `GET /comments?status=`: '' (or absent) for all, else one status in either case. */
export const listCommentsQuerySchema = blogIdQuerySchema.extend({
  ...paginationQuerySchema.shape,
  status: z
    .union([
      z.literal('').transform(() => undefined),
      z
        .string()
        .trim()
        .toUpperCase()
        .pipe(
          z.enum(COMMENT_STATUSES, {
            error: 'El estado debe ser PENDING, APPROVED, REJECTED o SPAM',
          }),
        ),
    ])
    .optional(),
});
export type ListCommentsQuery = z.input<typeof listCommentsQuerySchema>;
export type ListCommentsParams = z.output<typeof listCommentsQuerySchema>;

/** `PATCH /comments/{uuid}/{action}`: the three moderation actions. */
export const COMMENT_ACTIONS = ['approve', 'reject', 'spam'] as const;
export const commentActionSchema = z.enum(COMMENT_ACTIONS, {
  error: 'La acción debe ser approve, reject o spam',
});
export type CommentAction = z.infer<typeof commentActionSchema>;

/** Path parameters of `PATCH /comments/{uuid}/{action}`. */
export const commentActionParamsSchema = z.object({
  uuid: uuidSchema,
  action: commentActionSchema,
});
