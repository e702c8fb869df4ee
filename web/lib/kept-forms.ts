import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What an open form holds, kept across a reload the app makes itself (the language switch loads the
 * page again in the other language: docs/decisions/0064-the-pages-language.md). A form with changes
 * registers here; just before that reload its values go into sessionStorage, keyed by the form and
 * the address, and the same form takes them back when it mounts again. Passwords are never written
 * down: a form names the fields to leave out.
 */
const STORAGE_PREFIX = 'veoturg:kept-form:';
const openForms = new Map<string, () => FieldValues | undefined>();

const storageKey = (id: string) => `${STORAGE_PREFIX}${window.location.pathname}:${id}`;

/** Writes every open form's changes down, for the page that is about to be loaded again. */
export function keepOpenForms(): void {
  for (const [id, values] of openForms) {
    const kept = values();
    try {
      if (kept) sessionStorage.setItem(storageKey(id), JSON.stringify(kept));
    } catch {
      // Storage full or refused (a private window): the form starts as it would have.
    }
  }
}

function takeKept(id: string): FieldValues | undefined {
  try {
    const key = storageKey(id);
    const text = sessionStorage.getItem(key);
    if (text === null) return undefined;
    sessionStorage.removeItem(key);
    const values: unknown = JSON.parse(text);
    return values && typeof values === 'object' ? (values as FieldValues) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * For a form of a page (not of a dialog: a dialog closes with the page): its changes survive the
 * app's own reload. `id` names the form on its page; `except` lists fields never kept (passwords).
 */
export function useKeptForm<T extends FieldValues, C, V extends FieldValues>(
  form: UseFormReturn<T, C, V>,
  id: string,
  except: readonly string[] = [],
): void {
  const latest = useRef({ form, except });
  latest.current = { form, except };
  useEffect(() => {
    const kept = takeKept(id);
    // The kept values over the form's own defaults, so the form shows the changes as unsaved.
    if (kept)
      latest.current.form.reset({ ...latest.current.form.getValues(), ...kept }, { keepDefaultValues: true });
    openForms.set(id, () => {
      const { form, except } = latest.current;
      if (!form.formState.isDirty) return undefined;
      const values: FieldValues = { ...form.getValues() };
      for (const field of except) delete values[field];
      return values;
    });
    return () => {
      openForms.delete(id);
    };
  }, [id]);
}
