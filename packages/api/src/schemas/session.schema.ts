import { z } from 'zod';
import { uuidSchema } from './common.schema.ts';

/**
 * The body of a call that takes no fields (logout, ending the other sessions): nothing, or `{}`.
 * Anything else is refused, so a stray or hostile body never ends a session by accident.
 */
export const noFieldsBodySchema = z.strictObject({});

/** One of the caller's sessions, as 'Sesiones activas' lists it. */
export const activeSessionSchema = z.object({
  id: uuidSchema,
  /** The browser and system, e.g. 'Chrome en Windows' (domain's `describeDevice`). */
  device: z.string(),
  /** Where it was last used: 'Este equipo', or the address (domain's `describePlace`). */
  place: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** `POST /api/sessions/end-others`: how many sessions were ended. */
export const endOtherSessionsResponseSchema = z.object({ ended: z.number().int().min(0) });
export type EndOtherSessionsResponse = z.infer<typeof endOtherSessionsResponseSchema>;
