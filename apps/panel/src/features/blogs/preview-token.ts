/*
 * The live preview's token (docs/decisions/061-blog-design.md): the server signs it for ten
 * minutes, and a page asked with an expired token shows the saved design without a word, in a
 * frame of another origin the panel cannot read. So the panel does not wait for a failure it
 * cannot see: it asks for a new token before the old one expires, and again at once when the
 * screen comes back after the computer slept (timers stand still then, the clock does not).
 */

/** How long the server's preview token lives. */
export const PREVIEW_TOKEN_LIFETIME_MS = 10 * 60_000;
/** A new token is asked for this long before the current one expires. */
export const PREVIEW_TOKEN_MARGIN_MS = 2 * 60_000;
/** After a renewal that failed (the network, the server), the next try. */
export const PREVIEW_RETRY_MS = 30_000;

export interface PreviewAnswer {
  origin: string;
  token: string;
}

export interface PreviewTokenKeeper {
  /** Asks again at once if the current token is due for renewal (the screen came back). */
  check(): void;
  /** No more asks, no more callbacks. */
  stop(): void;
}

/**
 * Keeps one draft's preview token fresh: the first ask after `delayMs` (the draft's debounce),
 * then one before each token expires. A refusal of the draft itself (`retry` false: invalid CSS,
 * say) is reported and not asked again; another failure is reported and tried again shortly,
 * the token in hand staying shown until then.
 */
export function keepPreviewToken(options: {
  ask(): Promise<PreviewAnswer>;
  onToken(answer: PreviewAnswer): void;
  onError(failure: unknown): void;
  /** Whether a failure may pass by asking again (a network error, a 5xx). */
  retry(failure: unknown): boolean;
  delayMs: number;
  now?: () => number;
}): PreviewTokenKeeper {
  const now = options.now ?? Date.now;
  let stopped = false;
  let asking = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the token in hand must be replaced, by the wall clock; null: none in hand. */
  let renewAt: number | null = null;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(ask, ms);
  };
  function ask() {
    if (stopped || asking) return;
    asking = true;
    clearTimeout(timer);
    const askedAt = now();
    options.ask().then(
      (answer) => {
        asking = false;
        if (stopped) return;
        renewAt = askedAt + PREVIEW_TOKEN_LIFETIME_MS - PREVIEW_TOKEN_MARGIN_MS;
        options.onToken(answer);
        schedule(renewAt - now());
      },
      (failure: unknown) => {
        asking = false;
        if (stopped) return;
        options.onError(failure);
        if (options.retry(failure)) schedule(PREVIEW_RETRY_MS);
      },
    );
  }

  schedule(options.delayMs);
  return {
    check() {
      if (renewAt !== null && now() >= renewAt) ask();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
