import { Writable } from 'node:stream';

/**
 * A log stream for `createTestApp`'s or `buildApp`'s `logStream` that keeps every line it is given,
 * so a test can read what the server logged.
 */
export function logLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}
