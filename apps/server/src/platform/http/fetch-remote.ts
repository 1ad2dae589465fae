import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-ranges.ts';

/*
 * Downloads a file named by an address someone else wrote (an image in an imported blog), with
 * limits: http(s) only, a size, a time and a number of redirects, and, unless told otherwise,
 * never a server on the private network or this machine. The address a name resolves to is
 * checked inside the connection's own lookup, so the checked address is the one connected to:
 * a name that answers a public address to a check and a private one to the connection (DNS
 * rebinding) gets nowhere.
 */

export type RemoteFetchErrorCode =
  | 'invalid-url'
  | 'protocol'
  | 'private-address'
  | 'too-large'
  | 'timeout'
  | 'too-many-redirects'
  | 'http-status'
  | 'network';

export class RemoteFetchError extends Error {
  override name = 'RemoteFetchError';
  readonly code: RemoteFetchErrorCode;
  /** The HTTP status, for `http-status`. */
  readonly status: number | undefined;
  constructor(
    code: RemoteFetchErrorCode,
    message: string,
    status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.code = code;
    this.status = status;
  }
}

export interface FetchRemoteOptions {
  /** 20 MB. Counted as the body arrives: a Content-Length that lies does not help. */
  maxBytes?: number;
  /** 15 s for everything: lookups, connections, redirects and the whole body. */
  timeoutMs?: number;
  /** 3. */
  maxRedirects?: number;
  /** Lets private and loopback addresses through (ALLOW_PRIVATE_FETCH: tests, a local network). */
  allowPrivate?: boolean;
  /** The Accept header; any type by default. */
  accept?: string;
  /**
   * Sends this form with POST instead of a GET (a webmention): the answer's redirects are not
   * followed, a 2xx is the whole answer.
   */
  form?: URLSearchParams;
  /**
   * Which addresses may be connected to when private ones are not allowed: the public ones
   * ({@link isPublicAddress}). A narrower or wider rule is for tests that need one local server
   * to stand for the internet.
   */
  allowAddress?: (address: string) => boolean;
}

export interface RemoteFile {
  bytes: Uint8Array;
  contentType: string | null;
  /** Where the file was found, after redirects. */
  finalUrl: string;
  /** The answer's `Link` header(s), joined by commas; null without one. */
  link: string | null;
}

export const DEFAULT_REMOTE_MAX_BYTES = 20 * 1024 * 1024;
export const DEFAULT_REMOTE_TIMEOUT_MS = 15_000;
export const DEFAULT_REMOTE_MAX_REDIRECTS = 3;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const privateAddress = (host: string) =>
  new RemoteFetchError(
    'private-address',
    `La dirección ${host} lleva a una red privada o a este mismo servidor: no se descarga.`,
  );

function parseUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new RemoteFetchError('invalid-url', `«${text}» no es una dirección válida.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RemoteFetchError(
      'protocol',
      `Solo se descargan direcciones http o https (no ${url.protocol.replace(/:$/, '')}).`,
    );
  }
  return url;
}

/** The URL's host as `lookup` and `isIP` take it: IPv6 literals lose their brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * A DNS lookup that answers only allowed addresses, and fails with `private-address` when a name
 * has none. Node calls it for every connection to a name (IP literals are checked before).
 */
const allowedLookup =
  (allow: (address: string) => boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const allowed = addresses.filter((entry) => allow(entry.address));
      if (allowed.length === 0) {
        callback(privateAddress(hostname), '', 0);
        return;
      }
      if (options.all) {
        (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      } else {
        const [first] = allowed as [LookupAddress];
        callback(null, first.address, first.family);
      }
    });
  };

/** One request, with no redirect followed: resolves to the response, body unread. */
function requestOnce(
  url: URL,
  options: {
    allow: ((address: string) => boolean) | null;
    accept: string;
    signal: AbortSignal;
    form?: URLSearchParams | undefined;
  },
): Promise<IncomingMessage> {
  const body = options.form?.toString();
  const { allow } = options;
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(body === undefined
            ? {}
            : {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': String(Buffer.byteLength(body)),
              }),
          accept: options.accept,
          'accept-encoding': 'identity',
          'user-agent': 'Bitacora/1.0 (importador de blogs)',
        },
        // A new connection each time: a pooled one may lead somewhere no longer allowed.
        agent: false,
        signal: options.signal,
        ...(allow ? { lookup: allowedLookup(allow) } : {}),
      },
      resolve,
    );
    if (allow) {
      // The lookup decided where to connect; this confirms it with the peer the socket got.
      request.on('socket', (socket) => {
        socket.once('connect', () => {
          const peer = socket.remoteAddress ?? '';
          if (!allow(peer)) request.destroy(privateAddress(peer));
        });
      });
    }
    request.on('error', reject);
    request.end(body);
  });
}

/** Reads the body, refusing it as soon as it passes `maxBytes`. */
async function readBody(response: IncomingMessage, maxBytes: number, url: URL) {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw tooLarge(url, maxBytes);
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks, total));
}

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('es', { maximumFractionDigits: 1 })} MB`;

const tooLarge = (url: URL, maxBytes: number) =>
  new RemoteFetchError('too-large', `El archivo de ${url.href} pasa de ${megabytes(maxBytes)}.`);

/**
 * Downloads `url` into memory within the limits of `options`; throws {@link RemoteFetchError}
 * with a code and a message for the person importing.
 */
export async function fetchRemoteFile(
  urlText: string,
  options: FetchRemoteOptions = {},
): Promise<RemoteFile> {
  const maxBytes = options.maxBytes ?? DEFAULT_REMOTE_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? DEFAULT_REMOTE_MAX_REDIRECTS;
  const allow = options.allowPrivate ? null : (options.allowAddress ?? isPublicAddress);
  const accept = options.accept ?? '*/*';

  const first = parseUrl(urlText);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let url = first;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const host = bareHost(url);
      if (allow && isIP(host) !== 0 && !allow(host)) throw privateAddress(host);
      const response = await requestOnce(url, {
        allow,
        accept,
        signal: controller.signal,
        form: options.form,
      });
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location && !options.form) {
        response.destroy();
        if (redirects >= maxRedirects) {
          throw new RemoteFetchError(
            'too-many-redirects',
            `${first.href} redirige más de ${maxRedirects} veces.`,
          );
        }
        url = parseUrl(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new RemoteFetchError(
          'http-status',
          `${url.href} respondió con el estado ${status}.`,
          status,
        );
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw tooLarge(url, maxBytes);
      }
      const bytes = await readBody(response, maxBytes, url);
      const link = response.headers.link;
      return {
        bytes,
        contentType: response.headers['content-type'] ?? null,
        finalUrl: url.href,
        link: link === undefined ? null : Array.isArray(link) ? link.join(', ') : link,
      };
    }
  } catch (error) {
    if (error instanceof RemoteFetchError) throw error;
    if (controller.signal.aborted) {
      throw new RemoteFetchError(
        'timeout',
        `${url.href} no terminó de responder en ${(timeoutMs / 1000).toLocaleString('es', { maximumFractionDigits: 1 })} s.`,
        undefined,
        { cause: error },
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new RemoteFetchError(
      'network',
      `No se pudo descargar ${url.href}: ${reason}.`,
      undefined,
      {
        cause: error,
      },
    );
  } finally {
    clearTimeout(timer);
  }
}
