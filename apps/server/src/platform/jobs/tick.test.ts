import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTick } from './tick.ts';

afterEach(() => {
  vi.useRealTimers();
});

const fakeClock = () =>
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });

describe('the process tick', () => {
  it('calls each subscriber once per its own period, on one timer', () => {
    fakeClock();
    const tick = createTick();
    const fast: number[] = [];
    const slow: number[] = [];
    tick.every(10, () => fast.push(performance.now()));
    tick.every(30, () => slow.push(performance.now()));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(9);
    expect(fast).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fast).toHaveLength(1);
    vi.advanceTimersByTime(50);
    expect(fast).toHaveLength(6);
    expect(slow).toHaveLength(2);
    tick.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('beats at the shortest period asked for, and stops beating once nobody listens', () => {
    fakeClock();
    const tick = createTick();
    let hourly = 0;
    let quick = 0;
    tick.every(60_000, () => {
      hourly += 1;
    });
    const leave = tick.every(5, () => {
      quick += 1;
    });
    vi.advanceTimersByTime(20);
    expect(quick).toBe(4);
    leave();
    vi.advanceTimersByTime(20);
    expect(quick).toBe(4);
    vi.advanceTimersByTime(60_000);
    expect(hourly).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    tick.stop();
    expect(tick.every(5, () => {})()).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets a subscriber leave from inside a beat without skipping the others', () => {
    fakeClock();
    const tick = createTick();
    const calls: string[] = [];
    const leave = tick.every(10, () => {
      calls.push('a');
      leave();
    });
    tick.every(10, () => calls.push('b'));
    vi.advanceTimersByTime(30);
    expect(calls).toEqual(['a', 'b', 'b', 'b']);
    tick.stop();
  });
});
