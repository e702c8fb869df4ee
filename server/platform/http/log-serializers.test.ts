import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authLog, serializeError } from './log-serializers';

describe('serializeError', () => {
  it("keeps a failed query's text and its cause, never its parameters", () => {
    const token = 'session-token-5f3a9c';
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const error = new DrizzleQueryError('select * from sessions where token = $1', [token], cause);
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(logged).toMatchObject({
      message: 'Failed query: select * from sessions where token = $1',
      cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
    });
    expect(logged?.stack).toContain('at ');
  });

  it('logs other errors whole', () => {
    expect(serializeError(new TypeError('x is not a function'))).toMatchObject({
      type: 'TypeError',
      message: 'x is not a function',
    });
  });
});

describe('authLog', () => {
  // Seen in the write-outage test (write-outage.test.ts): during an outage every signed-in request
  // made better-auth print "Failed query: ... params: <session token>" on the console.
  it("logs better-auth's errors through the app's logger, without the query's parameters", () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', serializers: { err: serializeError }, stream } });
    const token = 'C6uYlirarbobFzjhH0KJb0Q0aIp47vTG';
    const cause = new Error('database "x" is not currently accepting connections');
    const error = new DrizzleQueryError('select * from sessions where token = $1', [token], cause);
    authLog(app.log)('error', 'INTERNAL_SERVER_ERROR', error);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 50,
      msg: 'better-auth: INTERNAL_SERVER_ERROR',
      err: { message: 'Failed query: select * from sessions where token = $1' },
    });
    expect(lines[0]).not.toContain(token);
  });
});
