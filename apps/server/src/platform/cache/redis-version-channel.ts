import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type Logger, stderrLogger } from '../log/logger.ts';
import type { SharedCounters, VersionChannel } from './content-versions.ts';

const CHANNEL = 'bitacora:content-versions';
const GLOBAL_KEY = 'bitacora:versions:global';
const SESSIONS_KEY = 'bitacora:versions:sessions';
const blogKey = (blogId: number) => `bitacora:versions:blog:${blogId}`;

/** At most this many session ids per message; a longer list goes in several. */
const SESSIONS_PER_MESSAGE = 500;

/**
 * A Redis that does not answer within this long counts as unavailable: a read then serves fresh
 * from the database, a write answers without waiting longer (docs/decisions/032).
 */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Version moves shared by every instance through Redis (docs/decisions/032-shared-content-versions.md):
 * a write moves its counter in Redis (INCR) before its answer leaves, and every cached answer on
 * any instance is checked against the counters before it is served, so no instance serves what
 * the write made stale once its answer is out. Pub/sub still carries each move and each list
 * of ended sessions (`{ from, blogId }` or `{ from, endedSessions }`; an instance ignores its
 * own), for what is kept between those checks: the host table and the identities' local marks.
 */
/** A connection that never came up has nothing to say goodbye to. */
const end = (client: Redis) =>
  client.status === 'ready' ? client.quit().then(() => undefined) : client.disconnect();

export function createRedisVersionChannel(
  url: string,
  logger: Logger = stderrLogger,
): VersionChannel & {
  ready: Promise<void>;
  close(): Promise<void>;
} {
  const instance = randomUUID();
  // No offline queue: while Redis is away a command fails at once instead of waiting for it,
  // and the caller falls back on the database.
  const counters = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  counters.on('error', () => {
    // Each command that fails says so to its caller; reconnection is ioredis's.
  });
  const moveListeners: ((blogId: number | undefined) => void)[] = [];
  const sessionListeners: ((sessionIds: readonly string[]) => void)[] = [];
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    let message: { from?: unknown; blogId?: unknown; endedSessions?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.from === instance) return;
    if (Array.isArray(message.endedSessions)) {
      const ids = message.endedSessions.filter((id): id is string => typeof id === 'string');
      for (const listener of sessionListeners) listener(ids);
      return;
    }
    const blogId = typeof message.blogId === 'number' ? message.blogId : undefined;
    for (const listener of moveListeners) listener(blogId);
  });

  // Counters a write could not move while Redis was away: moved as soon as it is back, so an
  // instance that kept its cached answers through the outage does not serve them again.
  const owed = new Set<string>();
  counters.on('ready', () => {
    for (const key of owed) {
      counters.incr(key).then(
        () => owed.delete(key),
        () => {},
      );
    }
  });
  const move = async (key: string, messages: string[]) => {
    try {
      await Promise.all([
        counters.incr(key),
        ...messages.map((message) => counters.publish(CHANNEL, message)),
      ]);
    } catch (error) {
      owed.add(key);
      logger.error({ err: error }, 'redis: cambio no avisado');
    }
  };

  // Reads that arrive in one turn of the event loop share one MGET, sent after all of them
  // arrived: each still sees every write answered before it.
  let batch: { blogIds: Map<number, number>; read: Promise<(string | null)[] | null> } | undefined;
  const readBatch = (blogIds: Map<number, number>) =>
    new Promise<(string | null)[] | null>((resolve) => {
      setImmediate(() => {
        batch = undefined;
        counters
          .mget(GLOBAL_KEY, SESSIONS_KEY, ...[...blogIds.keys()].map(blogKey))
          .then(resolve, () => resolve(null));
      });
    });
  const toNumber = (value: string | null | undefined) => (value ? Number(value) : 0);

  const connected = new Promise<void>((resolve) => counters.once('ready', () => resolve()));
  const ready = Promise.all([subscriber.subscribe(CHANNEL), connected]).then(() => undefined);
  // Whoever starts the channel awaits `ready`; one closed before it was ready does not.
  ready.catch(() => {});
  return {
    ready,
    publish: (blogId) =>
      move(blogId === undefined ? GLOBAL_KEY : blogKey(blogId), [
        JSON.stringify({ from: instance, blogId: blogId ?? null }),
      ]),
    async publishEndedSessions(sessionIds) {
      const messages: string[] = [];
      for (let i = 0; i < sessionIds.length; i += SESSIONS_PER_MESSAGE) {
        const endedSessions = sessionIds.slice(i, i + SESSIONS_PER_MESSAGE);
        messages.push(JSON.stringify({ from: instance, endedSessions }));
      }
      // On failure the other instances still stop trusting their copy when it expires.
      await move(SESSIONS_KEY, messages);
    },
    async read(blogId): Promise<SharedCounters | null> {
      if (!batch) {
        // Each blog's place in the MGET's answer, after the global and sessions counters.
        const blogIds = new Map<number, number>();
        batch = { blogIds, read: readBatch(blogIds) };
      }
      const { blogIds, read } = batch;
      let at: number | undefined;
      if (blogId !== undefined) {
        at = blogIds.get(blogId);
        if (at === undefined) {
          at = 2 + blogIds.size;
          blogIds.set(blogId, at);
        }
      }
      const values = await read;
      if (!values) return null;
      return {
        global: toNumber(values[0]),
        sessions: toNumber(values[1]),
        blog: at === undefined ? 0 : toNumber(values[at]),
      };
    },
    listen(onMove, onSessionsEnd) {
      moveListeners.push(onMove);
      sessionListeners.push(onSessionsEnd);
    },
    async close() {
      await Promise.all([subscriber, counters].map(end));
    },
  };
}
