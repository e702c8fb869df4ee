import { describe, expect, it } from 'vitest';
import { clientOp, parseChange, resyncSpreadMs, type ListingChange } from './changes';

const ID = '7d3f2c1a-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const change = (op: ListingChange['op'], wasLive?: boolean): ListingChange => ({
  kind: 'listing',
  listingType: 'cargo',
  id: ID,
  op,
  ...(wasLive === undefined ? {} : { wasLive }),
});

describe('parseChange', () => {
  it('reads a listing change with its wasLive flag, and one without it', () => {
    expect(parseChange(JSON.stringify(change('update', false)))).toEqual(change('update', false));
    expect(parseChange(JSON.stringify(change('insert')))).toEqual(change('insert'));
  });

  it('keeps only the fields it knows, and drops a flag that is not a boolean', () => {
    const payload = { ...change('update'), wasLive: 'yes', contactPhone: '+372 5555 1234' };
    expect(parseChange(JSON.stringify(payload))).toEqual(change('update'));
  });

  it('reads a directory change', () => {
    expect(parseChange('{"kind":"companies","op":"update"}')).toEqual({ kind: 'companies', op: 'update' });
    expect(parseChange('{"kind":"public","part":"reference"}')).toEqual({
      kind: 'public',
      part: 'reference',
    });
    expect(parseChange('{"kind":"public","part":"secrets"}')).toBeNull();
  });

  it('ignores anything else: broken JSON, unknown kinds, types or ops, a missing id', () => {
    for (const payload of [
      'not json',
      'null',
      '{"kind":"other"}',
      JSON.stringify({ ...change('insert'), listingType: 'boat' }),
      JSON.stringify({ ...change('insert'), op: 'truncate' }),
      JSON.stringify({ ...change('insert'), id: '' }),
      JSON.stringify({ ...change('insert'), id: 42 }),
    ]) {
      expect(parseChange(payload), payload).toBeNull();
    }
  });
});

describe('clientOp', () => {
  it('sends a new live listing as an insert, and one that came back to life too', () => {
    expect(clientOp(change('insert'), true)).toBe('insert');
    expect(clientOp(change('update', false), true)).toBe('insert');
  });

  it('sends an edit of a listing that was already live as an update', () => {
    expect(clientOp(change('update', true), true)).toBe('update');
  });

  it('keeps an update without the flag (announced before the migration) an update', () => {
    expect(clientOp(change('update'), true)).toBe('update');
  });

  it('removes whatever is not live now, and a deleted row', () => {
    expect(clientOp(change('insert'), false)).toBe('remove');
    expect(clientOp(change('update', true), false)).toBe('remove');
    expect(clientOp(change('update', false), false)).toBe('remove');
    expect(clientOp(change('delete'), false)).toBe('remove');
  });
});

describe('resyncSpreadMs', () => {
  it('spreads the ends of many streams over up to 10 s, and ends a few at once', () => {
    expect(resyncSpreadMs(0)).toBe(0);
    expect(resyncSpreadMs(1)).toBe(5);
    expect(resyncSpreadMs(42)).toBe(210);
    expect(resyncSpreadMs(2_000)).toBe(10_000);
    expect(resyncSpreadMs(50_000)).toBe(10_000);
  });
});
