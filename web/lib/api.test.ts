import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { noContentSchema } from '@domain/contract/common';
import { ApiError, apiGet, apiSend, FALLBACK_ERROR_MESSAGE, onUnauthorized } from './api';

// Any JSON at all, for the tests about the transport rather than an answer's shape.
const anything = z.unknown();

function answer(status: number, body: string, contentType = 'application/json') {
  return vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': contentType } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiGet / apiSend', () => {
  it('returns the parsed JSON and sends cookies', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('/api/x', anything)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', expect.objectContaining({ credentials: 'include' }));
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = answer(201, '{"id":1}');
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('POST', '/api/things', { name: 'Tartu' }, anything);
    const init: RequestInit = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Tartu"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('asks for the page’s language, not the browser’s', async () => {
    const fetchMock = answer(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', { documentElement: { lang: 'ru' } });
    await apiGet('/api/x', anything);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Accept-Language': 'ru' });
  });

  it('reads an empty body as null, which the no-content contract accepts', async () => {
    vi.stubGlobal('fetch', answer(204, ''));
    await expect(apiSend('DELETE', '/api/things/1', undefined, noContentSchema)).resolves.toBeNull();
  });

  it('answers what the schema parses, without fields it does not know', async () => {
    vi.stubGlobal('fetch', answer(200, '{"id":"a","extra":1}'));
    await expect(apiGet('/api/x', z.object({ id: z.string() }))).resolves.toEqual({ id: 'a' });
  });

  it('turns an answer that breaks its contract into BAD_RESPONSE with the generic message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      vi.stubGlobal('fetch', answer(200, '{"id":3}'));
      const error = await apiGet('/api/x', z.object({ id: z.string() })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 200, code: 'BAD_RESPONSE', message: FALLBACK_ERROR_MESSAGE });
      // The details go to the console for whoever debugs it, not to the user.
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('GET /api/x'), expect.any(Array));

      vi.stubGlobal('fetch', answer(204, ''));
      await expect(apiSend('POST', '/api/y', {}, z.object({ id: z.string() }))).rejects.toMatchObject({
        code: 'BAD_RESPONSE',
      });
    } finally {
      consoleError.mockRestore();
    }
  });

  it("carries the server's error code and Estonian message", async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, '{"error":{"code":"ALREADY_DONE","message":"Kuulutus on juba lõpetatud."}}'),
    );
    const error = await apiGet('/api/x', anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'ALREADY_DONE',
      message: 'Kuulutus on juba lõpetatud.',
    });
  });

  it('carries the field a validation error is about', async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        400,
        '{"error":{"code":"WRONG_PASSWORD","message":"Praegune parool on vale","field":"currentPassword"}}',
      ),
    );
    await expect(apiSend('POST', '/api/me/password', {}, anything)).rejects.toMatchObject({
      status: 400,
      code: 'WRONG_PASSWORD',
      field: 'currentPassword',
    });
    vi.stubGlobal('fetch', answer(409, '{"error":{"code":"ALREADY_DONE","message":"Juba tehtud."}}'));
    await expect(apiGet('/api/x', anything)).rejects.toMatchObject({ field: undefined });
  });

  it('falls back to the generic message when the error body is not the server shape', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>', 'text/html'));
    await expect(apiGet('/api/x', anything)).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: FALLBACK_ERROR_MESSAGE,
    });
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiGet('/api/x', anything)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('gives up on a request that never answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    await expect(apiGet('/api/x', anything, { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
    });
  });

  it('leaves a cancellation by the caller as it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const controller = new AbortController();
    const pending = apiGet('/api/x', anything, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('onUnauthorized', () => {
  it('tells its listeners about a 401 and still rejects the call', async () => {
    vi.stubGlobal('fetch', answer(401, '{"error":{"code":"UNAUTHORIZED","message":"Palun logige sisse"}}'));
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    try {
      await expect(apiSend('POST', '/api/things', {}, anything)).rejects.toMatchObject({ status: 401 });
      expect(listener).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'POST', path: '/api/things', error: expect.any(ApiError) }),
      );
    } finally {
      unsubscribe();
    }
  });

  it("passes on the caller's words for a lost session", async () => {
    vi.stubGlobal('fetch', answer(401, '{}'));
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    const notice = { title: 'Kasutaja pole sisse logitud', description: 'Palun logige sisse' };
    try {
      await apiSend('POST', '/api/things', undefined, anything, { sessionNotice: notice }).catch(
        () => undefined,
      );
      await apiGet('/api/other', anything).catch(() => undefined);
      expect(listener).toHaveBeenNthCalledWith(1, expect.objectContaining({ path: '/api/things', notice }));
      expect(listener).toHaveBeenNthCalledWith(
        2,
        expect.objectContaining({ path: '/api/other', notice: undefined }),
      );
    } finally {
      unsubscribe();
    }
  });

  it('stays quiet for other errors and after unsubscribing', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    vi.stubGlobal('fetch', answer(403, '{"error":{"code":"FORBIDDEN","message":"Ei"}}'));
    await apiGet('/api/x', anything).catch(() => undefined);
    unsubscribe();
    vi.stubGlobal('fetch', answer(401, '{}'));
    await apiGet('/api/x', anything).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the original error when a listener throws', async () => {
    vi.stubGlobal('fetch', answer(401, '{"error":{"code":"UNAUTHORIZED","message":"Palun logige sisse"}}'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unsubscribe = onUnauthorized(() => {
      throw new Error('listener bug');
    });
    try {
      await expect(apiGet('/api/x', anything)).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    } finally {
      unsubscribe();
      consoleError.mockRestore();
    }
  });
});
