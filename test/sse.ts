/** A minimal Server-Sent Events reader for tests: collects events from a live HTTP server. */
export type SseEvent = { event: string; data: unknown };

export async function openEvents(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
  const events: SseEvent[] = [];
  const raw: string[] = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) {
          ended = true;
          return;
        }
        raw.push(value);
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    events,
    /** Everything received, byte for byte, for leak checks. */
    text: () => raw.join(''),
    async waitFor(predicate: (e: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
      const started = Date.now();
      for (;;) {
        const hit = events.find(predicate);
        if (hit) return hit;
        if (Date.now() - started > timeoutMs)
          throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Resolves once the server ends the stream (not when close() aborts it). */
    async waitForEnd(timeoutMs = 10_000): Promise<void> {
      const started = Date.now();
      while (!ended) {
        if (Date.now() - started > timeoutMs) throw new Error('the stream did not end');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
