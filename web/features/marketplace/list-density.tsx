import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { cookieValue } from '@domain/locales';
import { DEFAULT_DENSITY, DENSITY_COOKIE, listDensityOf, type ListDensity } from '@domain/home-tabs';

/**
 * The home page's density, roomy or compact (decision 0077): the user's choice, kept in a cookie for a
 * year so the server sends the first look in the same density and nothing moves when the app takes over.
 */

const ONE_YEAR_S = 365 * 24 * 60 * 60;

// The static first look is rendered without a browser: the build says which density it draws.
const ShellDensity = createContext<ListDensity>(DEFAULT_DENSITY);

export function ShellDensityProvider({ density, children }: { density: ListDensity; children: ReactNode }) {
  return <ShellDensity value={density}>{children}</ShellDensity>;
}

const listeners = new Set<() => void>();

function readDensity(): ListDensity {
  return listDensityOf(cookieValue(document.cookie, DENSITY_COOKIE));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function keepDensity(density: ListDensity): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DENSITY_COOKIE}=${density}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}

/** The chosen density and a setter that keeps a new choice. */
export function useListDensity(): [ListDensity, (density: ListDensity) => void] {
  const shell = useContext(ShellDensity);
  const density = useSyncExternalStore(subscribe, readDensity, () => shell);
  const choose = useCallback((next: ListDensity) => keepDensity(next), []);
  return [density, choose];
}
