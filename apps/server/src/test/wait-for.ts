export interface WaitForOptions {
  /** How long the state may take, in ms: long enough for a loaded machine (5 s unless told). */
  timeout?: number;
  /** How often the condition is checked, in ms. */
  interval?: number;
  /** What was awaited, for the failure. */
  message?: string;
}

/**
 * Checks `condition` until it returns a truthy value, and returns that value: a test waits for
 * the state it needs instead of sleeping a guess. Fails after `timeout` with `message`; a
 * condition that throws is retried, and its last error is reported.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { timeout = 5_000, interval = 10, message = 'condition not met' }: WaitForOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    let failure: unknown;
    try {
      const value = await condition();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${message} (after ${timeout} ms)`, failure ? { cause: failure } : {});
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
