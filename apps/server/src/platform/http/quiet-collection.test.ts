import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../test/wait-for.ts';
import { type QuietCollection, startQuietCollection } from './quiet-collection.ts';

const MiB = 1024 * 1024;

let server: Server | undefined;
let quiet: QuietCollection | undefined;
afterEach(async () => {
  vi.useRealTimers();
  quiet?.stop();
  quiet = undefined;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/**
 * A server whose answers wait until `release` is called, when `hold` is set. It counts requests
 * received and answers closed; its listeners come before the collection's, so when it has seen
 * one, the collection has too.
 */
async function listen() {
  let release = () => {};
  let hold = false;
  let received = 0;
  let closed = 0;
  server = createServer((_request, response) => {
    received += 1;
    response.once('close', () => {
      closed += 1;
    });
    if (!hold) return void response.end('ok');
    release = () => response.end('ok');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    holdNext() {
      hold = true;
    },
    release: () => release(),
    get received() {
      return received;
    },
    get closed() {
      return closed;
    },
  };
}

/**
 * The collection's checks run on a fake interval, and its gap between collections is measured on
 * the same fake clock; the server's own timers stay real.
 */
const fakeInterval = () =>
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });

/** A fake resident size that a collection brings back down by `freed`. */
function memory(start: number) {
  let rss = start;
  return {
    rss: () => rss,
    grow(bytes: number) {
      rss += bytes;
    },
    collect(freed: number) {
      return () => {
        rss -= freed;
      };
    },
  };
}

describe('startQuietCollection', () => {
  it('is off when node was started without --expose-gc', async () => {
    await listen();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    expect(startQuietCollection(server as Server)).toBeUndefined();
  });

  it('collects once the memory has grown and the server is quiet, then not again until it grows', async () => {
    await listen();
    const rss = memory(100 * MiB);
    let collected = 0;
    const collect = rss.collect(20 * MiB);
    fakeInterval();
    quiet = startQuietCollection(server as Server, {
      everyMs: 10,
      quietMs: 0,
      growthBytes: 16 * MiB,
      rss: rss.rss,
      collect: () => {
        collected += 1;
        collect();
      },
    });
    vi.advanceTimersByTime(60);
    expect(collected).toBe(0);
    rss.grow(30 * MiB);
    vi.advanceTimersByTime(60);
    expect(collected).toBe(1);
    expect(quiet?.collections).toBe(1);
    // 110 MiB after it: the next collection waits for 16 MiB more.
    rss.grow(10 * MiB);
    vi.advanceTimersByTime(60);
    expect(collected).toBe(1);
    rss.grow(8 * MiB);
    vi.advanceTimersByTime(60);
    expect(collected).toBe(2);
  });

  it('waits while a request is being answered, and for the quiet time after the last one', async () => {
    const site = await listen();
    const rss = memory(100 * MiB);
    let collected = 0;
    let clock = 0;
    fakeInterval();
    quiet = startQuietCollection(server as Server, {
      everyMs: 10,
      quietMs: 150,
      growthBytes: 16 * MiB,
      rss: rss.rss,
      now: () => clock,
      collect: () => {
        collected += 1;
      },
    });
    site.holdNext();
    const answer = fetch(site.url);
    await waitFor(() => site.received === 1, { message: 'the request did not arrive' });
    rss.grow(50 * MiB);
    clock += 300;
    vi.advanceTimersByTime(300);
    expect(collected).toBe(0);
    site.release();
    expect((await answer).status).toBe(200);
    await waitFor(() => site.closed === 1, { message: 'the answer did not close' });
    clock += 149;
    vi.advanceTimersByTime(10);
    expect(collected).toBe(0);
    clock += 1;
    vi.advanceTimersByTime(10);
    expect(collected).toBe(1);
  });
});
