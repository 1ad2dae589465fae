import type { Message, MessageQueue, MessageQueueEnqueueOptions } from '@fedify/fedify';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';

export const FEDIVERSE_JOBS = {
  /** One message of the ActivityPub library: an activity to deliver, fan out or take in. */
  message: 'fediverse.message',
} as const;

/**
 * Attempts of a fediverse message: with the queue's back-off (10 s doubling, at most 10 min) a
 * server down for about half an hour still gets what was sent to it.
 */
export const FEDIVERSE_MESSAGE_ATTEMPTS = 8;

/**
 * The ActivityPub library's message queue on our durable job queue
 * (docs/decisions/078-fediverse-actors.md): each message is a job of kind
 * `fediverse.message`, kept across restarts, run once whatever the instances, and retried with the
 * queue's back-off (`nativeRetrial`: the library throws a failed delivery back instead of queueing
 * its own retry). The worker runs the jobs (`fediverseJobs`), so the library never listens itself.
 */
export class JobMessageQueue implements MessageQueue {
  readonly nativeRetrial = true;
  private readonly deps: Pick<AppDeps, 'db' | 'now' | 'wakeJobs'>;

  constructor(deps: Pick<AppDeps, 'db' | 'now' | 'wakeJobs'>) {
    this.deps = deps;
  }

  enqueue(message: Message, options?: MessageQueueEnqueueOptions): Promise<void> {
    return this.enqueueMany([message], options);
  }

  async enqueueMany(
    messages: readonly Message[],
    options?: MessageQueueEnqueueOptions,
  ): Promise<void> {
    const delay = Math.max(0, options?.delay?.total('millisecond') ?? 0);
    const runAt = new Date(this.deps.now().getTime() + delay);
    for (const message of messages) {
      await enqueueJob(this.deps.db, {
        kind: FEDIVERSE_JOBS.message,
        payload: message,
        runAt,
        maxAttempts: FEDIVERSE_MESSAGE_ATTEMPTS,
      });
    }
    if (delay === 0) this.deps.wakeJobs?.();
  }

  /**
   * The job worker takes the messages (the federation is made with `manuallyStartQueue` and never
   * started); a listener asked for anyway waits for its signal.
   */
  listen(
    _handler: (message: Message) => Promise<void> | void,
    options?: { signal?: AbortSignal },
  ): Promise<void> {
    const signal = options?.signal;
    return new Promise((resolve) => {
      if (!signal || signal.aborted) return resolve();
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
  }
}
