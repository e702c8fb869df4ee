import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ORIGIN } from '../auth';
import { cargoInput, transportInput } from './index';

export type ApiUser = { cookie: string; userId: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls of the publishing API as a signed-in user (or a visitor), for the listings' tests. */
export function listingApi(app: () => FastifyInstance) {
  function call(method: Method, url: string, user?: ApiUser, payload?: unknown) {
    return app().inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    });
  }

  /** Publishes a valid listing (changed by `overrides`) and answers it; fails the test otherwise. */
  async function publish(
    user: ApiUser,
    type: 'cargo' | 'transport',
    overrides: Record<string, unknown> = {},
  ) {
    const body = type === 'cargo' ? cargoInput(overrides) : transportInput(overrides);
    const res = await call('POST', `/api/listings/${type}`, user, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** The ids a visitor's feed shows for a search by the listing's unique note. */
  async function feedIds(type: 'cargo' | 'transport', notes: string): Promise<string[]> {
    const res = await call('GET', `/api/listings/${type}?q=${encodeURIComponent(notes)}`);
    expect(res.statusCode).toBe(200);
    return res.json().items.map((i: { id: string }) => i.id);
  }

  return { call, publish, feedIds };
}
