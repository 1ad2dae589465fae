/**
 * What the cached answers (public pages, panel lists, identities) were built from. A blog's
 * version moves when its content, menu, settings or plan change; the global version moves when
 * a change cannot be tied to one blog (a payment notification, a super-admin edit), and every
 * blog's answers are built again. Ended sessions travel the same way: the identity cache vouched
 * for them, and must forget them on every instance.
 */
export interface ContentVersions {
  /** This instance's own mark for a blog: moves with every change it made or heard of. */
  of(blogId: number): string;
  /**
   * What a cached answer is checked against before it is served, and kept under when it is
   * stored. With several instances it is read from the shared counters each time (a write
   * moves them before it answers), so an answer that a write made stale is never served after
   * that write answered; null when they cannot be read: serve fresh from the database then,
   * and keep nothing (docs/decisions/032-shared-content-versions.md).
   */
  current(blogId?: number): Promise<CurrentVersion | null>;
  /**
   * A blog's `current().content` without waiting, when this instance alone knows it (no shared
   * counters); undefined when it must be read from the other instances.
   */
  localContent(blogId: number): string | undefined;
  /**
   * A change made here, after it is committed: moves the version, here at once and for the
   * other instances before the promise resolves (never rejects: a failure is logged).
   */
  bump(blogId?: number): Promise<void>;
  /** Called after every move, local or not (the host table forgets its answers). */
  onBump(listener: () => void): void;
  /**
   * Sessions ended here: the listeners forget them at once, and the other instances are told.
   * Resolves once every instance would read it (the shared sessions counter moved), so the
   * answer that ended them goes after it.
   */
  endSessions(sessionIds: readonly string[]): Promise<void>;
  /** Called for every ended session list, local or from another instance. */
  onSessionsEnd(listener: (sessionIds: readonly string[]) => void): void;
  /**
   * How many moves (and ended session lists) there have been: equal before and after a read
   * means nothing moved.
   */
  stamp(): number;
}

export interface CurrentVersion {
  /** The key part for a blog's cached answers: changes whenever they may be stale. */
  content: string;
  /** What a cached identity is checked against: moves on platform-wide changes and ended sessions. */
  identities: string;
}

/** The counters every instance reads: a blog's, the platform-wide one, the ended sessions'. */
export interface SharedCounters {
  global: number;
  blog: number;
  sessions: number;
}

/** How instances share their moves (Redis when REDIS_URL is set). */
export interface VersionChannel {
  /** A move made here; resolves once every instance would read it (a failure is logged, not thrown). */
  publish(blogId: number | undefined): Promise<void>;
  /** Sessions ended on this instance; resolves as {@link VersionChannel.publish} does. */
  publishEndedSessions(sessionIds: readonly string[]): Promise<void>;
  /**
   * `onMove` runs for every move another instance published, `onSessionsEnd` for every list of
   * sessions another instance ended.
   */
  listen(
    onMove: (blogId: number | undefined) => void,
    onSessionsEnd: (sessionIds: readonly string[]) => void,
  ): void;
  /** The shared counters now (`blog` is 0 without a blog); null when they cannot be read. */
  read(blogId: number | undefined): Promise<SharedCounters | null>;
}

export function createContentVersions(channel?: VersionChannel): ContentVersions {
  const versions = new Map<number, number>();
  const listeners: (() => void)[] = [];
  const sessionListeners: ((sessionIds: readonly string[]) => void)[] = [];
  let global = 0;
  let moves = 0;
  /** Each blog's version as text, kept until it moves: read for every kept page answered. */
  const texts = new Map<number, string>();
  const move = (blogId: number | undefined) => {
    moves++;
    if (blogId === undefined) {
      global++;
      texts.clear();
    } else {
      versions.set(blogId, (versions.get(blogId) ?? 0) + 1);
      texts.delete(blogId);
    }
    for (const listener of listeners) listener();
  };
  const end = (sessionIds: readonly string[]) => {
    moves++;
    for (const listener of sessionListeners) listener(sessionIds);
  };
  channel?.listen(move, end);
  const of = (blogId: number) => {
    let text = texts.get(blogId);
    if (text === undefined) {
      text = `${global}.${versions.get(blogId) ?? 0}`;
      if (texts.size >= 10_000) texts.clear();
      texts.set(blogId, text);
    }
    return text;
  };
  // The shared counters last read: a move seen there moves this instance's marks too, for what
  // is kept without reading them each time (the host table).
  let seenGlobal: number | undefined;
  const seenBlogs = new Map<number, number>();
  const notice = (shared: SharedCounters, blogId: number | undefined) => {
    if (seenGlobal !== undefined && seenGlobal !== shared.global) move(undefined);
    seenGlobal = shared.global;
    if (blogId === undefined) return;
    const seen = seenBlogs.get(blogId);
    if (seen !== undefined && seen !== shared.blog) move(blogId);
    if (seenBlogs.size >= 10_000) seenBlogs.clear();
    seenBlogs.set(blogId, shared.blog);
  };
  return {
    of,
    async current(blogId) {
      if (!channel) {
        // One instance forgets its ended sessions' identities itself (onSessionsEnd).
        return {
          content: blogId === undefined ? `${global}` : of(blogId),
          identities: `${global}`,
        };
      }
      const shared = await channel.read(blogId);
      if (!shared) return null;
      notice(shared, blogId);
      return {
        content: `${shared.global}.${shared.blog}`,
        identities: `${shared.global}.${shared.sessions}`,
      };
    },
    localContent: (blogId) => (channel ? undefined : of(blogId)),
    async bump(blogId) {
      move(blogId);
      await channel?.publish(blogId);
    },
    onBump(listener) {
      listeners.push(listener);
    },
    async endSessions(sessionIds) {
      if (sessionIds.length === 0) return;
      end(sessionIds);
      await channel?.publishEndedSessions(sessionIds);
    },
    onSessionsEnd(listener) {
      sessionListeners.push(listener);
    },
    stamp: () => moves,
  };
}
