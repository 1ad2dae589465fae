import { type FormContentStatus, zonedWallTimeToUtc } from '@bitacora/domain';

/**
 * A scheduled save's `publishAt`: the form's wall-clock time read in the blog's zone, sent as
 * the instant it names. Nothing for other states (the server forgets the time then).
 */
export function publishAtBody(
  status: FormContentStatus,
  wallTime: string | undefined,
  timeZone: string,
): { publishAt?: string } {
  if (status !== 'scheduled') return {};
  const instant = zonedWallTimeToUtc(wallTime ?? '', timeZone);
  return instant ? { publishAt: instant.toISOString() } : {};
}
