/** PostgreSQL's unique_violation, as both drivers report it (directly or as a cause). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause as { code?: unknown } | null)?.code === '23505';
}
