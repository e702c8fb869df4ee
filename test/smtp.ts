import net from 'node:net';
import { SMTPServer } from 'smtp-server';

type ReceivedMail = { to: string; raw: string };

/** A real SMTP receiver on a loopback port (0: any free one). */
export async function startSmtpReceiver(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.server.address() as net.AddressInfo;
  return { received, port: address.port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A loopback port nothing listens on: an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}
