import { describe, expect, it } from 'vitest';
import { entryScriptOf, shouldReloadForNewBuild } from './new-build';

const page = (entry: string) =>
  `<html><head><script type="module" crossorigin src="${entry}"></script>` +
  `<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head></html>`;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('entryScriptOf', () => {
  it('reads the module script of a built page', () => {
    expect(entryScriptOf(page('/assets/index-abc.js'))).toBe('/assets/index-abc.js');
    expect(entryScriptOf('<html></html>')).toBeUndefined();
  });
});

describe('shouldReloadForNewBuild', () => {
  it('reloads once for a new build, and not again for the same one', async () => {
    const storage = memoryStorage();
    const check = {
      running: '/assets/index-old.js',
      fetchHome: () => Promise.resolve(page('/assets/index-new.js')),
      storage,
    };
    await expect(shouldReloadForNewBuild(check)).resolves.toBe(true);
    // The reload did not help (the new build lacks the file too, or a cache serves the old page).
    await expect(shouldReloadForNewBuild(check)).resolves.toBe(false);
  });

  it('does not reload while the server answers the build the tab runs', async () => {
    const check = {
      running: '/assets/index-same.js',
      fetchHome: () => Promise.resolve(page('/assets/index-same.js')),
      storage: memoryStorage(),
    };
    await expect(shouldReloadForNewBuild(check)).resolves.toBe(false);
  });

  it('does not reload when the check fails or storage is refused', async () => {
    const running = '/assets/index-old.js';
    const refused = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    await expect(
      shouldReloadForNewBuild({
        running,
        fetchHome: () => Promise.reject(new Error('offline')),
        storage: memoryStorage(),
      }),
    ).resolves.toBe(false);
    await expect(
      shouldReloadForNewBuild({
        running,
        fetchHome: () => Promise.resolve(page('/assets/index-new.js')),
        storage: refused,
      }),
    ).resolves.toBe(false);
    await expect(
      shouldReloadForNewBuild({
        running,
        fetchHome: () => Promise.resolve(page('/assets/index-new.js')),
        storage: undefined,
      }),
    ).resolves.toBe(false);
  });
});
