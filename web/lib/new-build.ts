/**
 * A deploy replaces the build's hashed files, so a tab opened before it meets a 404 for the next
 * page's code. Then the cure is to reload into the new build, once: what the server answers for the
 * home page names its entry script, and when that differs from the one this tab runs, a new build is
 * out. The entry reloaded for is kept in sessionStorage, so should the new build fail too (or a cache
 * keep serving the old page), the tab shows the error screen instead of reloading again and again.
 */
const RELOADED_FOR = 'veoturg.reloadedForBuild';

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/;

/** The entry script an HTML page of the app names. */
export function entryScriptOf(html: string): string | undefined {
  return ENTRY_SCRIPT.exec(html)?.[1];
}

interface BuildCheck {
  /** The entry script this tab runs. */
  running: string | undefined;
  /** The home page as the server answers it now. */
  fetchHome(): Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

function browserCheck(): BuildCheck | undefined {
  if (typeof document === 'undefined') return undefined;
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): without the guard the tab never reloads by itself.
  }
  return {
    running: document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined,
    async fetchHome() {
      const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(`GET / answered ${response.status}`);
      return response.text();
    },
    storage,
  };
}

/**
 * Whether the tab should reload because a new build is out and it has not reloaded for that build
 * yet; answering yes records the reload. Any failure on the way answers no (the error screen).
 */
export async function shouldReloadForNewBuild(check = browserCheck()): Promise<boolean> {
  if (!check?.running || !check.storage) return false;
  const { running, storage } = check;
  let served: string | undefined;
  try {
    served = entryScriptOf(await check.fetchHome());
  } catch {
    return false;
  }
  if (!served || served === running) return false;
  try {
    if (storage.getItem(RELOADED_FOR) === served) return false;
    storage.setItem(RELOADED_FOR, served);
  } catch {
    return false;
  }
  return true;
}
