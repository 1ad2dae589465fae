import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { infoLineWriter, type Logger } from '../log/logger.ts';
import type { RequestObserver } from './metrics.ts';
import { REQUEST_ID_HEADER, requestFields, requestIdFor } from './request-log.ts';

/**
 * A kept answer's headers as the flat name/value list `writeHead` takes, its last value the slot
 * for the request's id: built once per header set (they are kept with the page and shared by its
 * requests), where spreading them into a new object with the id cost every request an object of
 * some twenty properties.
 */
const headerLists = new WeakMap<Readonly<Record<string, string>>, string[]>();

function headerListOf(headers: Readonly<Record<string, string>>): string[] {
  let list = headerLists.get(headers);
  if (!list) {
    list = [];
    for (const name of Object.keys(headers)) {
      if (name !== REQUEST_ID_HEADER) list.push(name, headers[name] as string);
    }
    list.push(REQUEST_ID_HEADER, '');
    headerLists.set(headers, list);
  }
  return list;
}

/** An answer that was ready in memory before the request arrived. */
export interface ReadyAnswer {
  status: number;
  /** Kept with the page and shared by its requests: never changed here. */
  headers: Readonly<Record<string, string>>;
  body: Buffer | null;
  /** What the request line and the latency metric name it by. */
  route: string;
  blogId?: number;
}

/** A ready answer for the request, or undefined to send it through the app. */
export type AnswerFromMemory = (req: IncomingMessage) => ReadyAnswer | undefined;

/**
 * In front of the app's listener: a request whose answer is already in memory (a cached public
 * page) is written straight to the socket, with the same request id, line and metric the app's
 * request log gives it; everything else goes through the app. Building the app's request,
 * context and response for a page that is only copied out costs more than the copy itself
 * (docs/decisions/051-answers-from-memory.md).
 */
export function answeringFromMemory(
  listener: RequestListener,
  options: { answer: AnswerFromMemory; logger?: Logger; observe?: RequestObserver },
): RequestListener {
  const { answer, observe } = options;
  const line = options.logger ? infoLineWriter(options.logger) : undefined;
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    let ready: ReadyAnswer | undefined;
    try {
      ready = answer(req);
    } catch {
      // The app's own path reports what went wrong.
      ready = undefined;
    }
    if (!ready) {
      listener(req, res);
      return;
    }
    const incoming = req.headers[REQUEST_ID_HEADER];
    const id = requestIdFor(typeof incoming === 'string' ? incoming : undefined);
    const headers = headerListOf(ready.headers);
    // `writeHead` turns the list into the header block before it returns, so the shared list's
    // id slot is free again for the next request.
    headers[headers.length - 1] = id;
    res.writeHead(ready.status, headers);
    if (ready.body) res.end(ready.body);
    else res.end();
    const method = req.method ?? 'GET';
    const ms = performance.now() - started;
    observe?.(method, ready.route, ready.status, ms / 1000);
    line?.(requestFields(id, method, ready.route, ready.status, ms, ready.blogId), 'request');
  };
}
