/**
 * What the public site hands the analytics feature for each page view; the app's dependencies
 * name it so that the public site can count views without knowing who keeps them.
 */
export type ViewKind = 'page' | 'feed' | 'read';

/** A request as the public site saw it; held in memory only until the next flush. */
export interface PendingView {
  blogId: number;
  at: Date;
  kind: ViewKind;
  address: string;
  userAgent: string;
  /** The blog's host as requested, to tell its own links from referrers. */
  host: string;
  path: string;
  postId: number | null;
  referer: string | null;
}

export interface ViewRecorder {
  /** Queues a view; never waits and never throws. */
  record(view: PendingView): void;
  /**
   * `record` for the public page's hot path: the raw fields as arguments, no object built and
   * no date kept (`atMs` is milliseconds since the epoch); `postId` -1 when none.
   */
  add(
    blogId: number,
    atMs: number,
    kind: ViewKind,
    postId: number,
    address: string,
    userAgent: string,
    host: string,
    path: string,
    referer: string | undefined,
  ): void;
  /** Writes what is queued; resolves with how many rows were written. */
  flush(): Promise<number>;
  /** Stops the timer and writes what is left (at shutdown). */
  stop(): Promise<void>;
  /** Views dropped because the buffer was full since the start. */
  readonly dropped: number;
}
