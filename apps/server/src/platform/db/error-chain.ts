/**
 * An error and every error it wraps through `cause`, outermost first; a cycle ends the walk.
 * Drivers and Drizzle wrap what the database said, so a check looks through the whole chain.
 */
export function* errorChain(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}
