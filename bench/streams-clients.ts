/**
 * The stream holders of `npm run bench:streams`, in processes of their own (bench/streams.ts forks
 * them), so the servers' CPU and memory can be read apart from theirs. Not meant to be run by hand.
 *
 * The parent sends an `OpenOrder`: open that many GET /api/events streams, round-robin over the
 * instances, each from its own loopback source address for every `perAddress` streams (the server
 * caps one client address at 60, as it would an office behind one address), a share of them signed
 * in. Each stream records, for every listing event, when it arrived. A `ReportOrder` then gives the
 * publish times; the answer is every stream's delay from publish to arrival.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';

export type OpenOrder = {
  kind: 'open';
  bases: string[];
  count: number;
  /** This process's first stream's global number (for its source address). */
  first: number;
  perAddress: number;
  cookies: string[];
  signedInShare: number;
};
export type ReportOrder = { kind: 'report'; sent: Record<string, number> };
export type Opened = { kind: 'opened'; open: number; failed: number; firstError: string | null };
export type Report = {
  kind: 'report';
  /** Publish-to-arrival delays in milliseconds, one per (stream, listing) that arrived. */
  delays: number[];
  expected: number;
  closed: number;
  listingEvents: number;
};

/** A clock shared by processes on one machine: the epoch in milliseconds, sub-millisecond. */
export const now = () => performance.timeOrigin + performance.now();

/** Stream n's source address: 127.2.x.y, a new one every `perAddress` streams. */
export function sourceAddress(n: number, perAddress: number): string {
  const k = Math.floor(n / perAddress);
  return `127.2.${Math.floor(k / 200) + 1}.${(k % 200) + 2}`;
}

const arrivals = new Map<string, number[]>();
let open = 0;
let closed = 0;
let listingEvents = 0;

const READY = Buffer.from('event: ready');
const LISTING = Buffer.from('event: listing');
const ITEM = Buffer.from('"item":{');
const ID = Buffer.from('"id":"');

/**
 * Reads a stream's bytes as they come, without an HTTP parser: a frame is one write of the server's,
 * so it arrives whole in one read on loopback (a frame split across two reads is counted by the
 * part with its id). The stream holders' CPU counts against the servers' on these two cores, and
 * `http` with a string decoder cost about twice as much per event.
 */
function onData(chunk: Buffer) {
  let at = chunk.indexOf(LISTING);
  while (at >= 0) {
    listingEvents++;
    const item = chunk.indexOf(ITEM, at);
    const idAt = item < 0 ? -1 : chunk.indexOf(ID, item);
    if (idAt < 0) break;
    const start = idAt + ID.length;
    const id = chunk.toString('latin1', start, chunk.indexOf(34, start));
    let list = arrivals.get(id);
    if (!list) arrivals.set(id, (list = []));
    list.push(now());
    at = chunk.indexOf(LISTING, start);
  }
}

function openOne(base: string, localAddress: string, cookie: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress });
    let ready = false;
    let head = Buffer.alloc(0);
    socket.setNoDelay(true);
    socket.on('connect', () => {
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n` +
          (cookie ? `Cookie: ${cookie}\r\n` : '') +
          '\r\n',
      );
    });
    socket.on('data', (chunk: Buffer) => {
      if (ready) return onData(chunk);
      head = Buffer.concat([head, chunk]);
      if (head.indexOf(READY) < 0) {
        if (head.indexOf('\r\n') > 0 && !head.subarray(0, 16).toString('latin1').includes(' 200 ')) {
          socket.destroy();
          reject(
            new Error(`${head.subarray(0, head.indexOf('\r\n')).toString()} from ${base} (${localAddress})`),
          );
        }
        return;
      }
      ready = true;
      open++;
      resolve();
      onData(head.subarray(head.indexOf(READY)));
    });
    socket.on('close', () => {
      if (ready) closed++;
      else reject(new Error(`closed before ready (${localAddress})`));
    });
    socket.on('error', (error) => {
      if (!ready) reject(error);
    });
  });
}

async function openAll(order: OpenOrder): Promise<Opened> {
  let failed = 0;
  let firstError: string | null = null;
  let next = 0;
  // 100 opens in flight: a browser fleet reconnecting does not arrive in one instant either.
  const worker = async () => {
    while (next < order.count) {
      const i = next++;
      const n = order.first + i;
      const signedIn = order.cookies.length > 0 && (n % 100) / 100 < order.signedInShare;
      try {
        await openOne(
          order.bases[n % order.bases.length]!,
          sourceAddress(n, order.perAddress),
          signedIn ? order.cookies[n % order.cookies.length] : undefined,
        );
      } catch (error) {
        failed++;
        firstError ??= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: 100 }, worker));
  return { kind: 'opened', open, failed, firstError };
}

function report(order: ReportOrder): Report {
  const delays: number[] = [];
  for (const [id, sentAt] of Object.entries(order.sent)) {
    for (const at of arrivals.get(id) ?? []) delays.push(at - sentAt);
  }
  return { kind: 'report', delays, expected: Object.keys(order.sent).length * open, closed, listingEvents };
}

process.on('message', (order: OpenOrder | ReportOrder) => {
  if (order.kind === 'open') void openAll(order).then((r) => process.send!(r));
  else process.send!(report(order));
});
