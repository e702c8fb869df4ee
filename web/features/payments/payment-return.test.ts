import { describe, expect, it, vi } from 'vitest';
import { ACCESS_POLL_DELAYS_MS, addressAfterReturn, pollUntil, readPaymentReturn } from './payment-return';

const ID = '6f1c1f0e-2b7a-4c55-9a43-0d3f2b8e9a10';
const read = (search: string) => readPaymentReturn(new URLSearchParams(search));

describe('readPaymentReturn', () => {
  it('reads a success with its listing, type and checkout', () => {
    expect(read(`payment=success&listing=${ID}&type=cargo&session_id=cs_test_123`)).toEqual({
      kind: 'success',
      target: { type: 'cargo', id: ID },
      sessionId: 'cs_test_123',
    });
  });

  it('reads a success without a checkout id (the webhook grants it)', () => {
    expect(read(`payment=success&listing=${ID}&type=transport`)).toEqual({
      kind: 'success',
      target: { type: 'transport', id: ID },
      sessionId: null,
    });
  });

  it('reads a company purchase', () => {
    expect(read(`payment=success&listing=${ID}&type=company&session_id=demo_1`)?.kind).toBe('success');
  });

  it('takes a success that names only the checkout (the server knows the item)', () => {
    expect(read('payment=success&session_id=cs_1')).toEqual({
      kind: 'success',
      target: null,
      sessionId: 'cs_1',
    });
  });

  it('ignores an unfilled Stripe placeholder', () => {
    expect(read(`payment=success&listing=${ID}&type=cargo&session_id={CHECKOUT_SESSION_ID}`)).toEqual({
      kind: 'success',
      target: { type: 'cargo', id: ID },
      sessionId: null,
    });
  });

  it('reads a cancel, with or without the item', () => {
    expect(read(`payment=cancelled&listing=${ID}&type=cargo`)).toEqual({
      kind: 'cancelled',
      target: { type: 'cargo', id: ID },
    });
    expect(read('payment=cancelled')).toEqual({ kind: 'cancelled', target: null });
  });

  it.each([
    '',
    `listing=${ID}&type=cargo`,
    'payment=success',
    `payment=maybe&listing=${ID}&type=cargo`,
    `payment=success&listing=${ID}&type=boat`,
    'payment=success&listing=<script>&type=cargo',
  ])('finds nothing to do in "%s"', (search) => {
    expect(read(search)).toBeNull();
  });
});

describe('addressAfterReturn', () => {
  it('drops the payment parameters and leaves a listing for the deep link', () => {
    const next = addressAfterReturn(
      new URLSearchParams(`payment=success&listing=${ID}&type=cargo&session_id=cs_1&q=riga`),
      { type: 'cargo', id: ID },
    );
    expect(Object.fromEntries(next)).toEqual({ listing: ID, type: 'cargo', q: 'riga' });
  });

  it('names the listing the server confirmed when the address did not', () => {
    const next = addressAfterReturn(new URLSearchParams('payment=success&session_id=cs_1'), {
      type: 'transport',
      id: ID,
    });
    expect(Object.fromEntries(next)).toEqual({ listing: ID, type: 'transport' });
  });

  it('sends a company to the directory tab', () => {
    const next = addressAfterReturn(
      new URLSearchParams(`payment=cancelled&listing=${ID}&type=company&page=3`),
      { type: 'company', id: ID },
    );
    expect(Object.fromEntries(next)).toEqual({ tab: 'companies' });
  });

  it('clears everything when there is no item', () => {
    const next = addressAfterReturn(new URLSearchParams('payment=cancelled&listing=x&type=boat'), null);
    expect(next.toString()).toBe('');
  });
});

describe('pollUntil', () => {
  const noSleep = () => Promise.resolve();

  it('looks about ten seconds in all', () => {
    const total = ACCESS_POLL_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(8000);
    expect(total).toBeLessThanOrEqual(12000);
    expect(ACCESS_POLL_DELAYS_MS[0]).toBe(0);
  });

  it('answers the first result and stops looking', async () => {
    const check = vi
      .fn()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce('open')
      .mockResolvedValue('again');
    await expect(pollUntil(check, { delays: [0, 1, 1, 1], sleep: noSleep })).resolves.toBe('open');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('waits the given delays between looks', async () => {
    const slept: number[] = [];
    const sleep = (ms: number) => {
      slept.push(ms);
      return Promise.resolve();
    };
    await pollUntil(() => Promise.resolve(null), { delays: [0, 1000, 2000], sleep });
    expect(slept).toEqual([1000, 2000]);
  });

  it('gives up with null when access never shows', async () => {
    const check = vi.fn().mockResolvedValue(null);
    await expect(pollUntil(check, { delays: [0, 1, 1], sleep: noSleep })).resolves.toBeNull();
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('keeps looking after a failed look, but not after a final one', async () => {
    const flaky = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('open');
    await expect(pollUntil(flaky, { delays: [0, 1], sleep: noSleep })).resolves.toBe('open');

    const gone = vi.fn().mockRejectedValue(new Error('404'));
    await expect(
      pollUntil(gone, { delays: [0, 1, 1], sleep: noSleep, isFinal: () => true }),
    ).resolves.toBeNull();
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('stops when the page is gone', async () => {
    const signal = { aborted: false };
    const check = vi.fn(() => {
      signal.aborted = true;
      return Promise.resolve(null);
    });
    await expect(pollUntil(check, { delays: [0, 1, 1], sleep: noSleep, signal })).resolves.toBeNull();
    expect(check).toHaveBeenCalledTimes(1);
  });
});
