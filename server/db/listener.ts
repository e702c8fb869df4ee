import pg from 'pg';

/** What a LISTEN subscriber hears: each payload, and when the connection behind it drops and returns. */
export type ListenHandlers = {
  message: (payload: string) => void;
  /** The connection dropped: nothing is announced until `restored`. */
  lost?: (error: Error) => void;
  /** Listening again. Whatever was announced while it was down is gone for good. */
  restored?: (outage: { attempts: number; downMs: number }) => void;
};

/** Shown in pg_stat_activity, so an operator (or a test) can tell this connection from the pool's. */
export const LISTEN_APPLICATION_NAME = 'veoturg-listen';

/** Waits before each reconnect attempt: 1, 2, 5, then every 10 s, like the browsers' own. */
export const LISTEN_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

export function listenRetryDelay(attempt: number): number {
  const index = Math.min(Math.max(0, Math.floor(attempt)), LISTEN_RETRY_DELAYS_MS.length - 1);
  return LISTEN_RETRY_DELAYS_MS[index]!;
}

export type PgListenerOptions = {
  /** How long to wait before reconnect attempt `attempt` (from 0); tests shorten it. */
  retryDelay?: (attempt: number) => number;
};

export type PgListener = {
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/**
 * The one connection that holds this process's LISTENs. A pool cannot: notifications only reach
 * the session that asked. When it drops (a database restart, pg_terminate_backend, a cut network)
 * it is replaced with back-off and every channel is listened to again.
 */
export function createPgListener(url: string, options: PgListenerOptions = {}): PgListener {
  const retryDelay = options.retryDelay ?? listenRetryDelay;
  const channels = new Map<string, Set<ListenHandlers>>();
  let current: pg.Client | null = null;
  let starting: Promise<void> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const everyone = () => [...channels.values()].flatMap((set) => [...set]);

  /** Opens a connection, listens to every known channel and makes it the current one. */
  async function open(): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTEN_APPLICATION_NAME,
      connectionTimeoutMillis: 5_000,
      // An idle connection hears nothing from a dead peer; keepalive notices a cut network.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let firstError: Error | undefined;
    let ended = false;
    // Without a listener an 'error' would crash the process. The first one is the cause (the
    // server's own message); the 'end' that follows reports it.
    client.on('error', (error) => (firstError ??= error));
    client.on('end', () => {
      ended = true;
      if (client === current) dropped(firstError ?? new Error('LISTEN connection ended'));
    });
    client.on('notification', (msg) => {
      for (const h of channels.get(msg.channel) ?? []) h.message(msg.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (ended) throw firstError ?? new Error('LISTEN connection ended');
      // In the same step as the check above: an 'end' from here on finds it current and reports it.
      current = client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }

  function dropped(error: Error) {
    current = null;
    if (closed) return;
    for (const h of everyone()) h.lost?.(error);
    reconnect(0, Date.now());
  }

  function reconnect(attempt: number, downSince: number) {
    retry = setTimeout(() => {
      open().then(
        async () => {
          if (closed) return void (await current?.end().catch(() => {}));
          const outage = { attempts: attempt + 1, downMs: Date.now() - downSince };
          for (const h of everyone()) h.restored?.(outage);
        },
        () => {
          if (!closed) reconnect(attempt + 1, downSince);
        },
      );
    }, retryDelay(attempt));
  }

  return {
    async listen(channel, handlers) {
      if (closed) throw new Error('the database is closed');
      const known = channels.get(channel);
      channels.set(channel, (known ?? new Set()).add(handlers));
      // The first subscriber opens the connection, and a failure then is a failure to start.
      starting ??= open();
      try {
        await starting;
      } catch (error) {
        starting = null;
        channels.get(channel)?.delete(handlers);
        throw error;
      }
      if (!known && current) {
        const client = current;
        // A LISTEN that fails leaves the connection in doubt: replacing it listens to every
        // channel again, this one included (and tells the subscribers, who then resync).
        await client
          .query(`LISTEN ${pg.escapeIdentifier(channel)}`)
          .catch(() => client.end().catch(() => {}));
      }
      return async () => {
        const set = channels.get(channel);
        set?.delete(handlers);
        if (set?.size === 0) {
          channels.delete(channel);
          await current?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
