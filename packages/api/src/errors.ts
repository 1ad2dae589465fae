/** How a call failed: the server answered with an error status, took too long, or was unreachable. */
export type ApiErrorKind = 'http' | 'timeout' | 'network';

/** The texts shown when the server gives none. */
export const API_ERROR_MESSAGES = {
  timeout: 'El servidor está tardando demasiado en responder. Por favor, verifica tu conexión.',
  network: 'Error de conexión. Por favor, verifica tu conexión a internet.',
  server: 'Error en el servidor. Por favor, inténtalo más tarde.',
  incomplete: 'Respuesta del servidor incompleta. Por favor, intenta nuevamente.',
} as const;

/** What {@link ApiError}'s constructor takes. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived (time-out or network failure). */
  status: number;
  error: string;
  message?: string;
  details?: unknown;
  /** The raw answer body: the parsed JSON, or the text of a non-JSON answer. */
  body?: unknown;
  /** Whether `error`/`message` are the server's own text rather than a fallback. */
  fromServer?: boolean;
  cause?: unknown;
}

/**
 * The one error every call of the client throws. `error` is fit to show a user (the server's
 * Spanish text first, else a Spanish fallback); `message` is the server's `message`, else the
 * same text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly error: string;
  readonly details: unknown;
  readonly body: unknown;
  readonly fromServer: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.error, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.error = init.error;
    this.details = init.details;
    this.body = init.body;
    this.fromServer = init.fromServer ?? false;
  }

  /** A 401 or 403 ends the session. */
  get isUnauthorized(): boolean {
    return this.kind === 'http' && (this.status === 401 || this.status === 403);
  }
}

/** Whether a value is an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Builds the error for an answer with an error status from its body: `{ error, message?,
 * details? }` when the server sent one, else a Spanish fallback by status.
 */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : undefined;
  const serverError = nonEmptyString(record?.error);
  const serverMessage = nonEmptyString(record?.message);
  const fallback =
    status >= 500
      ? API_ERROR_MESSAGES.server
      : `La solicitud no se pudo completar (error ${status}).`;
  const error = serverError ?? serverMessage ?? fallback;
  return new ApiError({
    kind: 'http',
    status,
    error,
    message: serverMessage ?? error,
    details: record?.details,
    body,
    fromServer: serverError !== undefined || serverMessage !== undefined,
  });
}

/** Builds the error for a call that got no answer: a time-out, or a network failure. */
export function apiErrorFromFailure(cause: unknown): ApiError {
  const isTimeout = isTimeoutError(cause);
  return new ApiError({
    kind: isTimeout ? 'timeout' : 'network',
    status: 0,
    error: isTimeout ? API_ERROR_MESSAGES.timeout : API_ERROR_MESSAGES.network,
    cause,
  });
}

function isTimeoutError(value: unknown): boolean {
  for (let current = value, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof Error || isRecord(current)) {
      const name = (current as { name?: unknown }).name;
      if (name === 'TimeoutError') return true;
      current = (current as { cause?: unknown }).cause;
    } else {
      return false;
    }
  }
  return false;
}
