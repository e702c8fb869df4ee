import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from '@domain/pagination';

/** The lists whose page size is remembered separately (spec: cargo, transport and companies). */
export type PagedList = 'cargo' | 'transport' | 'companies';

export function pageSizeStorageKey(list: PagedList): string {
  return `veoturg.pageSize.${list}`;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off entirely (private modes, strict cookie settings).
    return null;
  }
}

export function readStoredPageSize(list: PagedList, storage: Storage | null = browserStorage()): PageSize {
  try {
    const size = Number(storage?.getItem(pageSizeStorageKey(list)));
    return isPageSize(size) ? size : DEFAULT_PAGE_SIZE;
  } catch {
    return DEFAULT_PAGE_SIZE;
  }
}

const listeners = new Set<() => void>();

export function storePageSize(
  list: PagedList,
  size: PageSize,
  storage: Storage | null = browserStorage(),
): void {
  try {
    storage?.setItem(pageSizeStorageKey(list), String(size));
  } catch {
    // A full or blocked storage only costs the preference, never the choice on screen.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('veoturg.pageSize.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered page size of one list, and a setter that remembers a new choice. */
export function useStoredPageSize(list: PagedList): [PageSize, (size: PageSize) => void] {
  // The static copy in index.html (app/shell/static-shell.tsx) is rendered with no storage: the default.
  const size = useSyncExternalStore(
    subscribe,
    () => readStoredPageSize(list),
    () => DEFAULT_PAGE_SIZE,
  );
  const remember = useCallback((next: PageSize) => storePageSize(list, next), [list]);
  return [size, remember];
}
