/**
 * Runs `task` once the browser has a quiet moment after the current work (at the latest after
 * `timeout` ms), and returns a function that cancels it. Used to fetch code a page may need soon
 * (a dialog's chunk) without competing with the first render. Safari has no requestIdleCallback.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 300);
  return () => window.clearTimeout(id);
}
