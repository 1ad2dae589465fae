import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/wait-for.ts';
import { silentLogger } from '../log/logger.ts';
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

const eventually = (check: () => boolean) =>
  waitFor(check, { message: 'the other instance did not hear the change' });

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
    // Each instance applies its own change once, never again from its own message. Redis
    // delivers messages in the order they were published: once b hears a's later change, its
    // own message has reached it too.
    const beforeLater = b.of(9);
    a.bump(9);
    await eventually(() => b.of(9) !== beforeLater);
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
    // Messages arrive in the order they were published: once a hears b's later one, its own
    // message has reached it too.
    await b.endSessions(['s3']);
    await eventually(() => heardByA.length > 1);
    expect(heardByA).toEqual([['s1', 's2'], ['s3']]);
  });
});

describe('content versions read from Redis', () => {
  it('a change is read by every other instance as soon as its bump resolves', async () => {
    const a = await instance();
    const b = await instance();
    const c = await instance();
    const blogId = 1_000_000 + Math.floor(Math.random() * 1_000_000);
    const before = await b.current(blogId);
    await a.bump(blogId);
    // No waiting for the pub/sub message: the counters are read at once.
    const [onB, onC] = await Promise.all([b.current(blogId), c.current(blogId)]);
    expect(onB?.content).not.toBe(before?.content);
    expect(onC?.content).toBe(onB?.content);
    expect((await a.current(blogId))?.content).toBe(onB?.content);
    // A platform-wide change moves every blog's version, and the identities' mark.
    await c.bump();
    const afterGlobal = await b.current(blogId);
    expect(afterGlobal?.content).not.toBe(onB?.content);
    expect(afterGlobal?.identities).not.toBe(onB?.identities);
  });

  it('reads that arrive together share one round trip and each get their own blog', async () => {
    const a = await instance();
    const b = await instance();
    await a.bump(2_000_001);
    const [one, two, again] = await Promise.all([
      b.current(2_000_001),
      b.current(2_000_002),
      b.current(2_000_001),
    ]);
    expect(one?.content).toBe(again?.content);
    await a.bump(2_000_002);
    const [oneLater, twoLater] = await Promise.all([b.current(2_000_001), b.current(2_000_002)]);
    expect(oneLater?.content).toBe(one?.content);
    expect(twoLater?.content).not.toBe(two?.content);
  });

  it('an ended session moves the identities’ mark on every instance before its answer', async () => {
    const a = await instance();
    const b = await instance();
    const before = await b.current();
    await a.endSessions(['s9']);
    expect((await b.current())?.identities).not.toBe(before?.identities);
  });

  it('with Redis away a read says it cannot tell, and a change still resolves', async () => {
    const channel = createRedisVersionChannel('redis://127.0.0.1:1', silentLogger);
    channels.push(channel);
    const versions = createContentVersions(channel);
    expect(await versions.current(7)).toBeNull();
    const before = versions.of(7);
    await versions.bump(7);
    // This instance's own mark still moves.
    expect(versions.of(7)).not.toBe(before);
    await versions.endSessions(['s1']);
  });
});
