import { describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

function fakeConnection(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } });
}

describe('loadWhenOnline', () => {
  it('answers what the loader answers', async () => {
    await expect(loadWhenOnline(() => Promise.resolve(42), fakeConnection(true))()).resolves.toBe(42);
  });

  it('passes a failure on while online', async () => {
    const failure = new Error('chunk missing');
    await expect(loadWhenOnline(() => Promise.reject(failure), fakeConnection(true))()).rejects.toBe(failure);
  });

  it('offline, tries again once the connection is back', async () => {
    const connection = fakeConnection(false);
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('loaded');
    const loading = loadWhenOnline(loader, connection)();
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(loader).toHaveBeenCalledTimes(1);
    connection.navigator.onLine = true;
    connection.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('loaded');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
