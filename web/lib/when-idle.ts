/**
 * Runs `task` once the browser has a quiet moment (at the latest `timeout` ms after it starts
 * looking for one), and returns a function that cancels it. Used to fetch code a page may need
 * soon (a dialog's chunk) without competing with the first render. `after` waits that long before
 * it starts looking: code that runs as a module is evaluated in one piece, and a quiet moment right
 * after the first render is still part of the seconds in which a visitor starts reading and
 * tapping. Safari has no requestIdleCallback.
 */
export function whenIdle(task: () => void, { after = 0, timeout = 2000 } = {}): () => void {
  let cancel = () => {};
  const lookForQuiet = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => task(), { timeout });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 300);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (after > 0) {
    const id = window.setTimeout(lookForQuiet, after);
    cancel = () => window.clearTimeout(id);
  } else {
    lookForQuiet();
  }
  return () => cancel();
}
