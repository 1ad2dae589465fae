import { isLanguage, REQUEST_TIMEOUT_MS } from '@bitacora/domain';
import { type $Fetch, type FetchContext, type FetchOptions, ofetch } from 'ofetch';
import {
  API_ERROR_MESSAGES,
  ApiError,
  apiErrorFromFailure,
  apiErrorFromResponse,
} from './errors.ts';
import type { ListResponse } from './schemas/common.schema.ts';
import type { ContentListResponse } from './schemas/content-list.schema.ts';

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
  /**
   * Told how much of the body has been sent, 0 to 1. fetch cannot tell, so such a call goes
   * through XMLHttpRequest where the browser has it, with the same headers, time-out and errors.
   */
  onUploadProgress?: (fraction: number) => void;
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

  const addSessionHeaders = (headers: Headers) => {
    const token = getToken?.();
    if (token && !headers.has('authorization')) {
      headers.set('authorization', `Bearer ${token}`);
    }
    const blogId = getBlogId?.();
    if (blogId !== undefined && blogId !== null && blogId !== '' && !headers.has('x-blog-id')) {
      headers.set('x-blog-id', String(blogId));
    }
  };

  const reportUnauthorized = (error: ApiError, authorization: string | null) => {
    if (!error.isUnauthorized || !onUnauthorized) return;
    if (authorization !== notifiedAuthorization) {
      notifiedAuthorization = authorization;
      onUnauthorized(error);
    }
  };

  const fetcher = ofetch.create(
    {
      baseURL,
      // Failed calls are not repeated: the time-out bounds the whole call, and a
      // repeated POST could create twice.
      retry: 0,
      timeout,
      credentials: 'include',
      onRequest(context) {
        if (isAnonymous(context)) {
          context.options.credentials = 'omit';
          return;
        }
        addSessionHeaders(context.options.headers);
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
        if (!isAnonymous(context)) {
          reportUnauthorized(error, context.options.headers.get('authorization'));
        }
        throw error;
      },
    },
    fetchImpl ? { fetch: fetchImpl } : {},
  );

  return {
    fetcher,
    request<T>(path: string, call: ApiRequestOptions = {}): Promise<T> {
      const Xhr = browserXhr();
      if (call.onUploadProgress && Xhr && !call.anonymous) {
        const headers = new Headers(call.headers);
        addSessionHeaders(headers);
        return sendWithProgress<T>(Xhr, {
          url: `${baseURL}${withQuery(path, call.query)}`,
          method: call.method ?? 'POST',
          headers,
          body: call.body,
          timeout: call.timeout ?? timeout,
          signal: call.signal,
          onUploadProgress: call.onUploadProgress,
        }).catch((error: unknown) => {
          if (error instanceof ApiError) reportUnauthorized(error, headers.get('authorization'));
          throw error;
        });
      }
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

/** The part of the browser's XMLHttpRequest an upload with progress uses (no DOM types here). */
interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: unknown): void;
  abort(): void;
  withCredentials: boolean;
  timeout: number;
  readonly status: number;
  readonly responseText: string;
  upload: {
    onprogress:
      | ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)
      | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
}
type XhrConstructor = new () => XhrLike;

function browserXhr(): XhrConstructor | undefined {
  return (globalThis as { XMLHttpRequest?: XhrConstructor }).XMLHttpRequest;
}

interface ProgressCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  timeout: number;
  signal: AbortSignal | undefined;
  onUploadProgress: (fraction: number) => void;
}

/** One call through XMLHttpRequest, whose upload reports its progress; answers as `request`. */
function sendWithProgress<T>(Xhr: XhrConstructor, call: ProgressCall): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open(call.method, call.url);
    xhr.withCredentials = true;
    xhr.timeout = call.timeout;
    xhr.setRequestHeader('accept', 'application/json');
    call.headers.forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        call.onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText);
      } catch {
        // A body that is not JSON is kept as text, as ofetch does.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        call.onUploadProgress(1);
        resolve(body as T);
      } else reject(apiErrorFromResponse(xhr.status, body));
    };
    const timeoutError = Object.assign(new Error('La solicitud tardó demasiado'), {
      name: 'TimeoutError',
    });
    xhr.ontimeout = () => reject(apiErrorFromFailure(timeoutError));
    xhr.onerror = () => reject(apiErrorFromFailure(new TypeError('Failed to fetch')));
    if (call.signal) {
      if (call.signal.aborted) {
        reject(call.signal.reason);
        return;
      }
      call.signal.addEventListener('abort', () => {
        xhr.abort();
        reject(call.signal?.reason);
      });
    }
    const body =
      call.body instanceof FormData || typeof call.body === 'string' || call.body === undefined
        ? call.body
        : JSON.stringify(call.body);
    if (typeof body === 'string' && !call.headers.has('content-type')) {
      xhr.setRequestHeader('content-type', 'application/json');
    }
    xhr.send(body ?? null);
  });
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

/** A post or page list's answer: {@link readList}'s, with the blog's languages in use. */
export function readContentList<T>(body: unknown): ContentListResponse<T> {
  const languages = isRecord(body) && Array.isArray(body.languages) ? body.languages : [];
  return { ...readList<T>(body), languages: languages.filter(isLanguage) };
}
