import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  keepPreviewToken,
  PREVIEW_RETRY_MS,
  PREVIEW_TOKEN_LIFETIME_MS,
  PREVIEW_TOKEN_MARGIN_MS,
  type PreviewAnswer,
} from './preview-token.ts';

const MINUTE = 60_000;

/** A server that signs numbered tokens, or fails when told. */
function server() {
  let signed = 0;
  const failures: unknown[] = [];
  return {
    ask: vi.fn(async (): Promise<PreviewAnswer> => {
      const failure = failures.shift();
      if (failure) throw failure;
      signed += 1;
      return { origin: 'http://demo.localhost:3000', token: `t${signed}` };
    }),
    failNext: (failure: unknown) => failures.push(failure),
  };
}

function keeper(api: ReturnType<typeof server>, retry = (_: unknown) => true) {
  const tokens: string[] = [];
  const errors: unknown[] = [];
  const kept = keepPreviewToken({
    ask: api.ask,
    onToken: (answer) => tokens.push(answer.token),
    onError: (failure) => errors.push(failure),
    retry,
    delayMs: 400,
  });
  return { kept, tokens, errors };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the preview token of an idle Diseño screen', () => {
  it('is asked for after the debounce and renewed before each one expires', async () => {
    const api = server();
    const { kept, tokens } = keeper(api);
    await vi.advanceTimersByTimeAsync(399);
    expect(tokens).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(tokens).toEqual(['t1']);
    // The panel sits idle for half an hour: never a moment without a live token.
    const renewal = PREVIEW_TOKEN_LIFETIME_MS - PREVIEW_TOKEN_MARGIN_MS;
    await vi.advanceTimersByTimeAsync(renewal - 1);
    expect(tokens).toEqual(['t1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(tokens).toEqual(['t1', 't2']);
    // Every eight minutes since: at 16 and 24 of the half hour.
    await vi.advanceTimersByTimeAsync(30 * MINUTE - renewal);
    expect(tokens).toEqual(['t1', 't2', 't3', 't4']);
    expect(renewal).toBeLessThan(PREVIEW_TOKEN_LIFETIME_MS);
    kept.stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(api.ask).toHaveBeenCalledTimes(4);
  });

  it('asks at once when the screen comes back after the computer slept past the renewal', async () => {
    const api = server();
    const { kept, tokens } = keeper(api);
    await vi.advanceTimersByTimeAsync(400);
    // Asleep: the wall clock moves on, the timers do not.
    vi.setSystemTime(Date.now() + 45 * MINUTE);
    kept.check();
    await vi.advanceTimersByTimeAsync(0);
    expect(tokens).toEqual(['t1', 't2']);
    // A fresh token: coming back again soon asks nothing.
    kept.check();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.ask).toHaveBeenCalledTimes(2);
    kept.stop();
  });

  it('tries again shortly after a renewal fails, and keeps the token in hand meanwhile', async () => {
    const api = server();
    const { kept, tokens, errors } = keeper(api);
    await vi.advanceTimersByTimeAsync(400);
    api.failNext(new Error('sin red'));
    await vi.advanceTimersByTimeAsync(PREVIEW_TOKEN_LIFETIME_MS - PREVIEW_TOKEN_MARGIN_MS);
    expect(tokens).toEqual(['t1']);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PREVIEW_RETRY_MS);
    expect(tokens).toEqual(['t1', 't2']);
    kept.stop();
  });

  it('does not ask again for a draft the server refused', async () => {
    const api = server();
    api.failNext({ status: 400 });
    const { kept, tokens, errors } = keeper(api, () => false);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(tokens).toEqual([]);
    expect(errors).toEqual([{ status: 400 }]);
    expect(api.ask).toHaveBeenCalledTimes(1);
    kept.stop();
  });
});
