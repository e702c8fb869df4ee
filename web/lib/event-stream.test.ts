import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './event-stream';

describe('reconnectDelay', () => {
  it('waits 1, 2, 5 and then 10 seconds', () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });
});
