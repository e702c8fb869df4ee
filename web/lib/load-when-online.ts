/**
 * A code download (a lazy chunk) that waits out a lost connection: offline, a failed download is
 * tried again once the browser is back online, so the part of the page that needed it appears by
 * itself instead of the error screen. Online, a failure is a real one and goes on to the caller.
 * Meanwhile the page says the connection is lost (app/layout/ServiceBanner.tsx).
 */
type Connection = Pick<Window, 'addEventListener'> & { navigator: { onLine: boolean } };

export function loadWhenOnline<T>(loader: () => Promise<T>, given?: Connection): () => Promise<T> {
  const attempt = async (): Promise<T> => {
    try {
      return await loader();
    } catch (error) {
      // Read at the failure, not at import: the build renders the page's HTML where there is no window.
      const connection = given ?? (typeof window === 'undefined' ? undefined : window);
      if (!connection || connection.navigator.onLine) throw error;
      await new Promise<void>((resolve) => {
        connection.addEventListener('online', () => resolve(), { once: true });
      });
      return attempt();
    }
  };
  return attempt;
}
