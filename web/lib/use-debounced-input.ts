import { useCallback, useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text field that commits what is typed after a pause, and keeps what is typed while the committed
 * value travels through the address and back: only a change that came from elsewhere (clearing the
 * filters, the back button) replaces the text. `flush` commits at once (Enter).
 */
export function useDebouncedInput(value: string, commit: (next: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(value);
  const expected = useRef(value);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  useEffect(() => {
    if (value === expected.current) return;
    expected.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === expected.current) return;
    const timer = setTimeout(() => {
      expected.current = next;
      commitRef.current(next);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  const flush = useCallback(() => {
    const next = text.trim();
    if (next === expected.current) return;
    expected.current = next;
    commitRef.current(next);
  }, [text]);

  return { text, setText, flush };
}
