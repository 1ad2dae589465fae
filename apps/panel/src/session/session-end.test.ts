import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSessionEnd, onSessionEnd } from './session-end.ts';

afterEach(() => vi.restoreAllMocks());

describe('session end', () => {
  it('tells each listener until it unsubscribes, even when another one fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const kept = vi.fn();
    const stopFailing = onSessionEnd(() => {
      throw new Error('storage refused');
    });
    const stop = onSessionEnd(kept);
    announceSessionEnd();
    expect(kept).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
    stop();
    stopFailing();
    announceSessionEnd();
    expect(kept).toHaveBeenCalledOnce();
  });
});
