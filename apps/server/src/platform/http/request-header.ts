import type { AppContext } from './app-env.ts';

/**
 * A request header (name in lower case) read from Node's own parsed headers when the request
 * came through node:http: a property read, where the adapter's Headers checks the name and
 * scans the raw list for each call. Requests built in tests have no such object and go through
 * Hono.
 */
export function requestHeader(c: AppContext, name: string): string | undefined {
  const headers = c.env?.incoming?.headers;
  if (!headers) return c.req.header(name);
  const value = headers[name];
  return typeof value === 'string' ? value : value?.join(', ');
}
