/**
 * What content announces through the job queue, enqueued in the transaction of the change: a job
 * of each kind is run by the feature that listens (its handler registered under the kind).
 */
export const CONTENT_EVENTS = {
  /** A post changed (saved, published, trashed, restored): payload `{ uuid }`, the job's blog. */
  postChanged: 'content.post-changed',
} as const;
