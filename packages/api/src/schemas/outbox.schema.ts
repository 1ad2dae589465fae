import { z } from 'zod';
import { dateTimeSchema } from './common.schema.ts';

/** `GET /api/dev/outbox` (demo mode without SMTP): one sent mail; the list is newest first. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  createdAt: dateTimeSchema,
});
