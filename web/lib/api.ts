import { MESSAGES } from '@domain/messages';

export const FALLBACK_ERROR_MESSAGE: string = MESSAGES.generic.somethingWentWrong;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The words a screen wants a lost session announced with, when one of its requests meets it. */
export interface SessionNotice {
  title: string;
  description: string;
}

interface RequestOptions {
  signal?: AbortSignal;
  // A request that never answers (a dead mobile connection) must end in an error the UI can show.
  timeoutMs?: number;
  /** Handed to the 401 listeners, so the session layer says it in this screen's words. */
  sessionNotice?: SessionNotice;
}

const DEFAULT_TIMEOUT_MS = 20_000;

export interface UnauthorizedEvent {
  method: string;
  path: string;
  error: ApiError;
  notice?: SessionNotice;
}

type UnauthorizedListener = (event: UnauthorizedEvent) => void;

const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Hears every 401 any call receives, so that the session layer notices an expired or revoked session
 * whichever feature happened to run into it first. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function reportUnauthorized(event: UnauthorizedEvent): void {
  for (const listener of unauthorizedListeners) {
    try {
      listener(event);
    } catch (cause) {
      // A broken listener must not turn the caller's own error into a different one.
      console.error('An unauthorized-response listener failed', cause);
    }
  }
}

export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

export function apiSend<T>(
  method: SendMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return request<T>(method, path, body, options);
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  { signal, timeoutMs = DEFAULT_TIMEOUT_MS, sessionNotice }: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  const timer = setTimeout(() => controller.abort(), timeoutMs);

  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(path, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      if (!response.ok) {
        const error = await toApiError(response);
        if (error.status === 401) reportUnauthorized({ method, path, error, notice: sessionNotice });
        throw error;
      }
      text = await response.text();
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      // A cancelled request must stay an AbortError so TanStack Query treats it as a cancellation.
      if (signal?.aborted) throw cause;
      const code = controller.signal.aborted ? 'TIMEOUT' : 'NETWORK_ERROR';
      throw new ApiError(0, code, FALLBACK_ERROR_MESSAGE, { cause });
    }

    if (text === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch (cause) {
      throw new ApiError(response.status, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, { cause });
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  let code = `HTTP_${response.status}`;
  let message = FALLBACK_ERROR_MESSAGE;
  try {
    // Proxies and crashed upstreams answer HTML or nothing; only the server's own shape is trusted.
    const payload: unknown = await response.json();
    const error = isRecord(payload) && isRecord(payload.error) ? payload.error : undefined;
    if (error) {
      if (typeof error.code === 'string' && error.code !== '') code = error.code;
      if (typeof error.message === 'string' && error.message.trim() !== '') message = error.message;
    }
  } catch {
    // Keep the fallback message.
  }
  return new ApiError(response.status, code, message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
