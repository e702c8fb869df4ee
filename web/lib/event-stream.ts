import { useEffect, useRef } from 'react';

/**
 * The tab's one connection to GET /api/events, shared by every hook that listens (the home page's
 * live lists, the public settings and lookup lists of every page). It is open while anyone listens,
 * for the viewer the server presents the events to; after a drop it reconnects with the spec's
 * delays (1, 2, 5, then every 10 s) and, once back, tells the listeners to refetch what they show,
 * since whatever happened in between was never heard.
 */
const EVENTS_URL = '/api/events';
const EVENT_NAMES = ['listing', 'companies', 'public'] as const;
export type StreamEventName = (typeof EVENT_NAMES)[number];

const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

export function reconnectDelay(attempt: number): number {
  const index = Math.min(Math.max(0, Math.floor(attempt)), RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[index] ?? 10_000;
}

type Listener = {
  on: (event: StreamEventName, data: string) => void;
  resync: () => void;
};

const listeners = new Set<Listener>();
// Whose events: a user id, 'visitor', or null while the session is not known yet (no connection).
let viewer: string | null = null;
let source: EventSource | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;
let dropped = false;

// Back online, a reconnect waiting out its delay goes now: the lists are asked for again at once.
let watchingOnline = false;
function reconnectNow(): void {
  if (!timer) return;
  clearTimeout(timer);
  timer = undefined;
  attempt = 0;
  connect();
}

function connect(): void {
  if (!watchingOnline && typeof addEventListener === 'function') {
    watchingOnline = true;
    addEventListener('online', reconnectNow);
  }
  if (source || timer || listeners.size === 0 || viewer === null || typeof EventSource === 'undefined')
    return;
  const opened = new EventSource(EVENTS_URL, { withCredentials: true });
  source = opened;
  opened.addEventListener('ready', () => {
    attempt = 0;
    if (dropped) for (const listener of listeners) listener.resync();
    dropped = false;
  });
  for (const name of EVENT_NAMES) {
    opened.addEventListener(name, (message: MessageEvent<string>) => {
      for (const listener of listeners) listener.on(name, message.data);
    });
  }
  opened.onerror = () => {
    // The browser would retry on its own schedule; the spec's delays apply instead.
    opened.close();
    if (source !== opened) return;
    source = null;
    dropped = true;
    timer = setTimeout(() => {
      timer = undefined;
      connect();
    }, reconnectDelay(attempt));
    attempt += 1;
  };
}

function disconnect(): void {
  clearTimeout(timer);
  timer = undefined;
  source?.close();
  source = null;
}

function setViewer(next: string | null): void {
  if (next === viewer) return;
  viewer = next;
  // The server presents each event for the viewer: a new viewer gets a new stream.
  disconnect();
  attempt = 0;
  dropped = false;
  connect();
}

/**
 * Listens to the tab's event stream while mounted. `viewerKey` is the signed-in user's id, 'visitor',
 * or null while the session is loading. Handlers may change between renders without reconnecting.
 */
export function useEventStream(
  viewerKey: string | null,
  handlers: Partial<Record<StreamEventName, (data: string) => void>>,
  onResync?: () => void,
): void {
  const latest = useRef({ handlers, onResync });
  useEffect(() => {
    latest.current = { handlers, onResync };
  });

  useEffect(() => {
    const listener: Listener = {
      on: (event, data) => latest.current.handlers[event]?.(data),
      resync: () => latest.current.onResync?.(),
    };
    listeners.add(listener);
    setViewer(viewerKey);
    connect();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) disconnect();
    };
  }, [viewerKey]);
}
