import type * as z from 'zod/mini';
import { errorBodySchema } from '@domain/contract/common';
import { DEFAULT_LOCALE } from '@domain/locales';
import { MESSAGES } from '@domain/messages';

export const FALLBACK_ERROR_MESSAGE: string = MESSAGES.generic.somethingWentWrong;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The request field a 400 is about (the server's `field`), so a form can show it there. */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, options?: ErrorOptions & { field?: string }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = options?.field;
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

/**
 * A schema of domain/contract/ that an answer must match. Only its type is imported here: the
 * contract files bring zod's schemas, and nothing here needs more of zod than `safeParse`.
 */
export type ResponseSchema = z.ZodMiniType;

/** GET `path` and parse its answer with `schema` (domain/contract/): never an unchecked value. */
export function apiGet<S extends ResponseSchema>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return request('GET', path, undefined, schema, options);
}

/** Send `body` and parse the answer with `schema`; an empty answer (204) is read as null. */
export function apiSend<S extends ResponseSchema>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return request(method, path, body, schema, options);
}

async function request<S extends ResponseSchema>(
  method: string,
  path: string,
  body: unknown,
  schema: S,
  { signal, timeoutMs = DEFAULT_TIMEOUT_MS, sessionNotice }: RequestOptions,
): Promise<z.output<S>> {
  // The API's error messages come in the page's language (<html lang>), not the browser's.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': globalThis.document?.documentElement.lang || DEFAULT_LOCALE,
  };
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

    let payload: unknown = null;
    if (text !== '') {
      try {
        payload = JSON.parse(text);
      } catch (cause) {
        throw new ApiError(response.status, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, { cause });
      }
    }
    return checked(method, path, response.status, schema, payload);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * The answer as the contract describes it, or an error the screens already know how to show. An answer
 * that does not match means the server and this build disagree (a deploy in between, a proxy): the user
 * gets the generic message, the console the details.
 */
function checked<S extends ResponseSchema>(
  method: string,
  path: string,
  status: number,
  schema: S,
  payload: unknown,
): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  console.error(`${method} ${path}: the answer does not match its contract`, result.error.issues);
  throw new ApiError(status, 'BAD_RESPONSE', FALLBACK_ERROR_MESSAGE, { cause: result.error });
}

async function toApiError(response: Response): Promise<ApiError> {
  let code = `HTTP_${response.status}`;
  let message = FALLBACK_ERROR_MESSAGE;
  let field: string | undefined;
  try {
    // Proxies and crashed upstreams answer HTML or nothing; only the server's own shape is trusted.
    const body = errorBodySchema.safeParse(await response.json());
    if (body.success) {
      const { error } = body.data;
      if (error.code !== '') code = error.code;
      if (error.message.trim() !== '') message = error.message;
      if (error.field) field = error.field;
    }
  } catch {
    // Keep the fallback message.
  }
  return new ApiError(response.status, code, message, { field });
}
