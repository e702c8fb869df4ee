import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers';

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
