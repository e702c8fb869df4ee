import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function Page() {
  return null;
}

describe('lazyPage', () => {
  it('downloads its code once, however often it is asked for', async () => {
    const loader = vi.fn(() => Promise.resolve(Page));
    const page = lazyPage(loader);
    expect(page.loaded).toBe(false);
    await Promise.all([page.load(), page.load()]);
    await page.load();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(page.loaded).toBe(true);
  });

  it('asks again after a failed download', async () => {
    const loader = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Page);
    const page = lazyPage(loader);
    await expect(page.load()).rejects.toThrow('offline');
    expect(page.loaded).toBe(false);
    await page.load();
    expect(page.loaded).toBe(true);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('does not download again when it is rendered after a failed download', async () => {
    const loader = vi.fn<() => Promise<typeof Page>>().mockRejectedValue(new Error('404'));
    const page = lazyPage(loader);
    await expect(page.load()).rejects.toThrow('404');
    // Rendering the page takes the failure to the error boundary; each render used to start a new
    // download, which asked for a missing file about 100 times a second.
    const errors: unknown[] = [];
    const stream = await renderToReadableStream(createElement(page.Component), {
      onError: (error) => void errors.push(error),
    }).catch((error: unknown) => {
      errors.push(error);
      return undefined;
    });
    await stream?.allReady;
    expect(errors.length).toBeGreaterThan(0);
    expect(loader).toHaveBeenCalledTimes(1);
    await expect(page.load()).rejects.toThrow('404');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
