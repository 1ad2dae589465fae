/**
 * What the cached answers (public pages, panel lists) were built from. A blog's version moves
 * when its content, menu, settings or plan change; the global version moves when a change
 * cannot be tied to one blog (a payment notification, a super-admin edit), and every blog's
 * answers are built again.
 */
export interface ContentVersions {
  /** The key part for a blog's cached answers: changes whenever they may be stale. */
  of(blogId: number): string;
  /** A change made here: moves the version, and tells the other instances. */
  bump(blogId?: number): void;
  /** Called after every move, local or not (the host table forgets its answers). */
  onBump(listener: () => void): void;
  /** How many moves there have been: equal before and after a read means nothing moved. */
  stamp(): number;
}

/** How instances tell each other about moves (Redis pub/sub when REDIS_URL is set). */
export interface VersionChannel {
  publish(blogId: number | undefined): void;
  /** `onMove` runs for every move another instance published. */
  listen(onMove: (blogId: number | undefined) => void): void;
}

export function createContentVersions(channel?: VersionChannel): ContentVersions {
  const versions = new Map<number, number>();
  const listeners: (() => void)[] = [];
  let global = 0;
  let moves = 0;
  const move = (blogId: number | undefined) => {
    moves++;
    if (blogId === undefined) global++;
    else versions.set(blogId, (versions.get(blogId) ?? 0) + 1);
    for (const listener of listeners) listener();
  };
  channel?.listen(move);
  return {
    of: (blogId) => `${global}.${versions.get(blogId) ?? 0}`,
    bump(blogId) {
      move(blogId);
      channel?.publish(blogId);
    },
    onBump(listener) {
      listeners.push(listener);
    },
    stamp: () => moves,
  };
}
