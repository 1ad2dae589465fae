import { COMMENT_NOTIFICATION_MESSAGES, COMMENT_NOTIFICATION_MODES } from '@bitacora/domain';
import { z } from 'zod';

/**
 * `GET` and `PUT /api/comment-notifications`: the caller's 'Avisos de comentarios', a mail per
 * comment, a daily digest, or none (docs/decisions/025-comment-notifications.md).
 */
export const commentNotificationsSchema = z.object({
  mode: z.enum(COMMENT_NOTIFICATION_MODES, { error: COMMENT_NOTIFICATION_MESSAGES.invalidMode }),
});
export type CommentNotifications = z.infer<typeof commentNotificationsSchema>;
