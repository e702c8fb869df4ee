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
});
