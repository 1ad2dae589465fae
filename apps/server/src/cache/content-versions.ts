/**
 * What the cached answers (public pages, panel lists, identities) were built from. A blog's
 * version moves when its content, menu, settings or plan change; the global version moves when
 * a change cannot be tied to one blog (a payment notification, a super-admin edit), and every
 * blog's answers are built again. Ended sessions travel the same way: the identity cache vouched
 * for them, and must forget them on every instance.
 */
export interface ContentVersions {
  /** The key part for a blog's cached answers: changes whenever they may be stale. */
  of(blogId: number): string;
  /** A change made here: moves the version, and tells the other instances. */
  bump(blogId?: number): void;
  /** Called after every move, local or not (the host table forgets its answers). */
  onBump(listener: () => void): void;
  /**
   * Sessions ended here: the listeners forget them at once, and the other instances are told.
   * Resolves once the news is out (published), so the answer that ended them goes after it.
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

/** How instances tell each other about moves (Redis pub/sub when REDIS_URL is set). */
export interface VersionChannel {
  publish(blogId: number | undefined): void;
  /** Sessions ended on this instance; resolves once published (a failure is logged, not thrown). */
  publishEndedSessions(sessionIds: readonly string[]): Promise<void>;
  /**
   * `onMove` runs for every move another instance published, `onSessionsEnd` for every list of
   * sessions another instance ended.
   */
  listen(
    onMove: (blogId: number | undefined) => void,
    onSessionsEnd: (sessionIds: readonly string[]) => void,
  ): void;
}

export function createContentVersions(channel?: VersionChannel): ContentVersions {
  const versions = new Map<number, number>();
  const listeners: (() => void)[] = [];
  const sessionListeners: ((sessionIds: readonly string[]) => void)[] = [];
  let global = 0;
  let moves = 0;
  const move = (blogId: number | undefined) => {
    moves++;
    if (blogId === undefined) global++;
    else versions.set(blogId, (versions.get(blogId) ?? 0) + 1);
    for (const listener of listeners) listener();
  };
  const end = (sessionIds: readonly string[]) => {
    moves++;
    for (const listener of sessionListeners) listener(sessionIds);
  };
  channel?.listen(move, end);
  return {
    of: (blogId) => `${global}.${versions.get(blogId) ?? 0}`,
    bump(blogId) {
      move(blogId);
      channel?.publish(blogId);
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
