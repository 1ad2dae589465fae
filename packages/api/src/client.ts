import { REQUEST_TIMEOUT_MS } from '@bitacora/domain';
import { type $Fetch, type FetchContext, type FetchOptions, ofetch } from 'ofetch';
import {
  API_ERROR_MESSAGES,
  ApiError,
  apiErrorFromFailure,
  apiErrorFromResponse,
} from './errors.ts';
import type { ListResponse } from './schemas/common.schema.ts';

/** A query value; `undefined` and `null` leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Uploads may take longer than ordinary calls: up to 5 MB travel. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** What {@link createApiClient} takes. */
export interface ApiClientOptions {
  /**
   * The server's origin: '' for the page's own origin, or 'http://host:port'. Paths carry
   * their '/api' prefix themselves, because `/comments` has none.
   */
  baseURL?: string;
  /** The bearer token of the session, read on every call. */
  getToken?: () => string | null | undefined;
  /** The active blog (uuid or numeric id), sent as `X-Blog-Id` on every call when set. */
  getBlogId?: () => string | number | null | undefined;
  /**
   * Called on a 401 or 403 answer (the session ends), once per token: parallel calls
   * failing with the same token report it once. Never called for login, whose 401 means
   * wrong credentials.
   */
  onUnauthorized?: (error: ApiError) => void;
  /** Time-out of each call in milliseconds (10 000). */
  timeout?: number;
  /** A fetch implementation; the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** Options of one call. */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON-serialisable value or a FormData. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /**
   * A call outside the session (login): no token, no credentials cookie, and a 401 is an
   * answer for the caller rather than the end of the session.
   */
  anonymous?: boolean;
  /** This call's time-out, instead of the client's. */
  timeout?: number;
  /** Aborts the call; an aborted call rejects with the signal's reason, not an ApiError. */
  signal?: AbortSignal;
}

/** The client every endpoint function takes. */
export interface ApiClient {
  /** Sends one call and answers its parsed body; every failure is an {@link ApiError}. */
  request<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  /** The underlying ofetch instance, with the same headers and error handling. */
  readonly fetcher: $Fetch;
}

/** Per-call flag read by the hooks. */
interface CallFlags {
  anonymous?: boolean;
}

const NOT_NOTIFIED = Symbol('not notified');

function isAnonymous(context: FetchContext): boolean {
  return (context.options as FetchContext['options'] & CallFlags).anonymous === true;
}

/** Appends the query with URLSearchParams, so an empty value reads `status=`. */
function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (search === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/**
 * Creates the API client: one ofetch instance that adds the bearer token and `X-Blog-Id`,
 * sends the credentials cookie (except on login), times out, and turns every failure into an
 * {@link ApiError}, calling `onUnauthorized` on a 401/403.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseURL = '',
    getToken,
    getBlogId,
    onUnauthorized,
    timeout = REQUEST_TIMEOUT_MS,
    fetch: fetchImpl,
  } = options;
  let notifiedAuthorization: string | null | typeof NOT_NOTIFIED = NOT_NOTIFIED;

  const fetcher = ofetch.create(
    {
      baseURL,
      // Failed calls are not repeated: the time-out bounds the whole call, and a
      // repeated POST could create twice.
      retry: 0,
      timeout,
      credentials: 'include',
      onRequest(context) {
        const headers = context.options.headers;
        if (isAnonymous(context)) {
          context.options.credentials = 'omit';
          return;
        }
        const token = getToken?.();
        if (token && !headers.has('authorization')) {
          headers.set('authorization', `Bearer ${token}`);
        }
        const blogId = getBlogId?.();
        if (blogId !== undefined && blogId !== null && blogId !== '' && !headers.has('x-blog-id')) {
          headers.set('x-blog-id', String(blogId));
        }
      },
      onRequestError(context) {
        const reason = context.error;
        if (reason.name === 'AbortError' && context.options.signal?.aborted) {
          const signalReason: unknown = context.options.signal.reason;
          if (!(signalReason instanceof Error && signalReason.name === 'TimeoutError')) {
            throw reason;
          }
        }
        throw apiErrorFromFailure(reason);
      },
      onResponseError(context) {
        const error = apiErrorFromResponse(context.response.status, context.response._data);
        if (error.isUnauthorized && !isAnonymous(context) && onUnauthorized) {
          const authorization = context.options.headers.get('authorization');
          if (authorization !== notifiedAuthorization) {
            notifiedAuthorization = authorization;
            onUnauthorized(error);
          }
        }
        throw error;
      },
    },
    fetchImpl ? { fetch: fetchImpl } : {},
  );

  return {
    fetcher,
    request<T>(path: string, call: ApiRequestOptions = {}): Promise<T> {
      const fetchOptions: FetchOptions<'json'> & CallFlags = {
        method: call.method ?? 'GET',
        anonymous: call.anonymous ?? false,
      };
      if (call.body !== undefined) fetchOptions.body = call.body as FetchOptions['body'];
      if (call.headers) fetchOptions.headers = call.headers;
      if (call.timeout !== undefined) fetchOptions.timeout = call.timeout;
      if (call.signal) {
        fetchOptions.signal = AbortSignal.any([
          call.signal,
          AbortSignal.timeout(call.timeout ?? timeout),
        ]);
      }
      return fetcher<T>(withQuery(path, call.query), fetchOptions);
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a list answer in either shape the spec shows: `{ data: [...], total? }` or a bare
 * array. Anything else is an {@link ApiError} ('Respuesta del servidor incompleta…').
 */
export function readList<T>(body: unknown): ListResponse<T> {
  if (Array.isArray(body)) return { data: body as T[], total: body.length };
  if (isRecord(body) && Array.isArray(body.data)) {
    const data = body.data as T[];
    const total = typeof body.total === 'number' ? body.total : data.length;
    return body.totalCapped === true ? { data, total, totalCapped: true } : { data, total };
  }
  throw new ApiError({
    kind: 'http',
    status: 200,
    error: API_ERROR_MESSAGES.incomplete,
    body,
  });
}
