import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * How long a kept-alive connection may sit idle before the server closes it. The proxy in front
 * must give up its idle upstream connections sooner (deploy/nginx: `keepalive_timeout 4s`):
 * otherwise it may send a request on a connection at the very moment the server closes it, and a
 * POST sent that way is lost, not retried (docs/decisions/033-rolling-restarts.md).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** Turns of the event loop a stop gives the accept queue before it closes the listening socket. */
const ACCEPT_TURNS = 10;

export interface ConnectionDrain {
  /**
   * Stops taking connections and lets the open ones finish: every answer from now on carries
   * `Connection: close`, and a connection left idle closes at its keep-alive timeout. Resolves
   * once the last connection is closed.
   */
  drain(): Promise<void>;
}

/**
 * A graceful stop without the race of closing idle keep-alive connections at once
 * (`http.Server.close()` does, since Node 19): a proxy may have just written a request on one,
 * and the reset it gets back loses that request. Instead, whatever arrives on an open connection
 * is still answered, with `Connection: close`, and an idle one is left to its keep-alive
 * timeout, which the proxy's own shorter one beats.
 */
export function createConnectionDrain(server: Server): ConnectionDrain {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  let draining = false;
  const unanswered = new Set<ServerResponse>();
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  // Ahead of the app's own listener, so the header is set before any answer could be written.
  let accepted = 0;
  server.on('connection', () => {
    accepted += 1;
  });
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) closeAfter(res);
  });
  // After the app's own listener: an answer it wrote at once (a kept page) needs no watching,
  // and most requests then cost no set entry and no listener of their own.
  const forget = function (this: ServerResponse) {
    unanswered.delete(this);
  };
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining || res.headersSent) return;
    unanswered.add(res);
    res.once('close', forget);
  });
  return {
    drain() {
      draining = true;
      for (const res of unanswered) closeAfter(res);
      unanswered.clear();
      return new Promise((resolve, reject) => {
        // net.Server's close: the callback waits for every connection; http.Server's would also
        // destroy the idle ones.
        const close = () =>
          NetServer.prototype.close.call(server, (error) => (error ? reject(error) : resolve()));
        // Connections the kernel completed while the event loop was busy wait in its accept
        // queue, a request perhaps already written on them, and closing the listening socket
        // resets them. Turns of the loop accept them first (to be answered with
        // `Connection: close`), until one brings none, at most ACCEPT_TURNS.
        let turns = 0;
        let seen = accepted;
        const acceptPending = () => {
          if (turns++ > 0 && (accepted === seen || turns > ACCEPT_TURNS)) {
            close();
            return;
          }
          seen = accepted;
          // The second immediate runs after the next poll, where the queue is accepted.
          setImmediate(() => setImmediate(acceptPending));
        };
        acceptPending();
      });
    },
  };
}
