import net from 'node:net';
import { SMTPServer } from 'smtp-server';

type ReceivedMail = { to: string; raw: string };

/**
 * A real SMTP receiver on a loopback port (0: any free one). A message counts as received when it
 * is accepted (the 250 after its data), as for a real server. With `hold()` on, the answer to each
 * message's data waits until `release()`: the sender is then mid-send; a message whose sender goes
 * away meanwhile is never accepted.
 */
export async function startSmtpReceiver(port = 0) {
  const received: ReceivedMail[] = [];
  let holding = false;
  const held: { sessionId: string; accept: () => void }[] = [];
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const accept = () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          callback();
        };
        if (holding) held.push({ sessionId: session.id, accept });
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.server.address() as net.AddressInfo;
  return {
    received,
    port: address.port,
    /** Messages whose data arrived and waits for an answer. */
    held: () => held.filter((h) => !closed.has(h.sessionId)).length,
    hold() {
      holding = true;
    },
    /** Accepts what is held (unless its sender went away) and every message after. */
    release() {
      holding = false;
      for (const h of held.splice(0)) if (!closed.has(h.sessionId)) h.accept();
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A loopback port nothing listens on: an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}
