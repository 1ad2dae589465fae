import { afterAll, describe, expect, it } from 'vitest';
import { createContentVersions } from './content-versions.ts';
import { createRedisVersionChannel } from './redis-version-channel.ts';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const channels: ReturnType<typeof createRedisVersionChannel>[] = [];
afterAll(async () => {
  await Promise.all(channels.map((channel) => channel.close()));
});

const instance = async () => {
  const channel = createRedisVersionChannel(url);
  channels.push(channel);
  await channel.ready;
  return createContentVersions(channel);
};

const eventually = async (check: () => boolean) => {
  const deadline = Date.now() + 3_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not seen in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('content versions shared over Redis', () => {
  it('a change on one instance moves the version on the others, once', async () => {
    const a = await instance();
    const b = await instance();
    const before = { a: a.of(7), b: b.of(7), other: b.of(8) };
    a.bump(7);
    expect(a.of(7)).not.toBe(before.a);
    await eventually(() => b.of(7) !== before.b);
    expect(b.of(8)).toBe(before.other);
    const moved = b.of(7);
    b.bump();
    await eventually(() => a.of(8) !== before.other);
    // Each instance applies its own change once, never again from its own message.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.of(7)).not.toBe(moved);
    expect(a.of(7)).toBe(b.of(7));
  });

  it('sessions ended on one instance are heard by the others, never by itself', async () => {
    const a = await instance();
    const b = await instance();
    const heardByA: string[][] = [];
    const heardByB: string[][] = [];
    a.onSessionsEnd((ids) => heardByA.push([...ids]));
    b.onSessionsEnd((ids) => heardByB.push([...ids]));
    await a.endSessions(['s1', 's2']);
    expect(heardByA).toEqual([['s1', 's2']]);
    await eventually(() => heardByB.length > 0);
    expect(heardByB).toEqual([['s1', 's2']]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardByA).toHaveLength(1);
  });
});
