import type { Server } from 'node:http';

/**
 * Resolves once the server has answered its first request, or `atMostMs` after this call when
 * none comes: the start's own background work (sweeps, the jobs a crash left) waits for it, so
 * the first visitor is not queued behind it on the embedded database, which runs one query at a
 * time. The timer does not keep the process alive.
 */
export function afterFirstAnswer(server: Server, atMostMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, atMostMs);
    timer.unref();
    server.once('request', (_request, response) => response.once('close', done));
    function done() {
      clearTimeout(timer);
      resolve();
    }
  });
}
