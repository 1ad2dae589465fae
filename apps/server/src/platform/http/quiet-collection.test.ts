import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type QuietCollection, startQuietCollection } from './quiet-collection.ts';

const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: Server | undefined;
let quiet: QuietCollection | undefined;
afterEach(async () => {
  quiet?.stop();
  quiet = undefined;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A server whose answers wait until `release` is called, when `hold` is set. */
async function listen() {
  let release = () => {};
  let hold = false;
  server = createServer((_request, response) => {
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
  };
}

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
    await sleep(60);
    expect(collected).toBe(0);
    rss.grow(30 * MiB);
    await sleep(60);
    expect(collected).toBe(1);
    expect(quiet?.collections).toBe(1);
    // 110 MiB after it: the next collection waits for 16 MiB more.
    rss.grow(10 * MiB);
    await sleep(60);
    expect(collected).toBe(1);
    rss.grow(8 * MiB);
    await sleep(60);
    expect(collected).toBe(2);
  });

  it('waits while a request is being answered, and for the quiet time after the last one', async () => {
    const site = await listen();
    const rss = memory(100 * MiB);
    let collected = 0;
    quiet = startQuietCollection(server as Server, {
      everyMs: 10,
      quietMs: 150,
      growthBytes: 16 * MiB,
      rss: rss.rss,
      collect: () => {
        collected += 1;
      },
    });
    site.holdNext();
    const answer = fetch(site.url);
    await sleep(100);
    rss.grow(50 * MiB);
    await sleep(300);
    expect(collected).toBe(0);
    site.release();
    expect((await answer).status).toBe(200);
    await sleep(50);
    expect(collected).toBe(0);
    await sleep(300);
    expect(collected).toBe(1);
  });
});
