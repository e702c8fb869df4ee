import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyListingEvent,
  applyListingEventToStats,
  newListingMessage,
  readListingEvent,
  type FeedQueryParams,
  type ListingEvent,
} from './live-events';
import { cargoItem, transportItem } from '../../../test/factories/listing-items';
import type { CargoItem, FeedPage, TransportItem } from './types';

function cargo(id: string, createdAt: string, overrides: Partial<CargoItem> = {}): CargoItem {
  return cargoItem({
    id,
    createdAt,
    updatedAt: createdAt,
    quantity: 10,
    unit: 'alus',
    weight: 5000,
    ...overrides,
  });
}

function transport(id: string, createdAt: string): TransportItem {
  return transportItem({
    id,
    createdAt,
    updatedAt: createdAt,
    originCity: 'Tartu',
    destinationCity: 'Vilnius',
    destinationCountry: 'leedu',
    capacity: 20,
    volumeCapacity: 80,
    serviceArea: 'baltimaad',
  });
}

function page(items: FeedPage['items'], total = items.length, overrides: Partial<FeedPage> = {}): FeedPage {
  return { items, total, totalIsLowerBound: false, page: 1, pageSize: 25, ...overrides };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const firstPage: FeedQueryParams = { page: 1, pageSize: 25, filters: {} };

describe('applyListingEvent', () => {
  const older = cargo('a', '2026-05-01T08:00:00Z');
  const oldest = cargo('b', '2026-04-30T08:00:00Z');

  it('prepends a new listing on the unfiltered first page and counts it', () => {
    const fresh = cargo('new', '2026-05-02T08:00:00Z');
    const change = applyListingEvent(page([older, oldest], 40), firstPage, {
      op: 'insert',
      listingType: 'cargo',
      item: fresh,
    });
    expect(change).toEqual({ kind: 'set', data: page([fresh, older, oldest], 41) });
  });

  it('puts a new ordinary listing above older urgent ones: urgent cargo is marked, not pinned', () => {
    const urgent = cargo('u', '2026-04-01T08:00:00Z', { isUrgent: true });
    const fresh = cargo('new', '2026-05-02T08:00:00Z');
    const change = applyListingEvent(page([urgent, older]), firstPage, {
      op: 'insert',
      listingType: 'cargo',
      item: fresh,
    });
    expect(change.kind === 'set' && change.data.items.map((i) => i.id)).toEqual(['new', 'u', 'a']);
  });

  it('places an urgent listing by its time like any other', () => {
    const urgent = cargo('u', '2026-04-01T08:00:00Z', { isUrgent: true });
    const newest = cargo('newest', '2026-05-03T08:00:00Z', { isUrgent: true });
    const republished = cargo('back', '2026-04-15T08:00:00Z', { isUrgent: true });
    const rows = page([older, urgent]);
    const change = applyListingEvent(rows, firstPage, { op: 'insert', listingType: 'cargo', item: newest });
    expect(change.kind === 'set' && change.data.items.map((i) => i.id)).toEqual(['newest', 'a', 'u']);
    const later = applyListingEvent(rows, firstPage, {
      op: 'insert',
      listingType: 'cargo',
      item: republished,
    });
    expect(later.kind === 'set' && later.data.items.map((i) => i.id)).toEqual(['a', 'back', 'u']);
  });

  it('keeps a full page at its size: the last row moves on to the next page', () => {
    const full = page([older, oldest], 2, { pageSize: 2 });
    const fresh = cargo('new', '2026-05-02T08:00:00Z');
    const change = applyListingEvent(
      full,
      { ...firstPage, pageSize: 2 },
      { op: 'insert', listingType: 'cargo', item: fresh },
    );
    expect(change.kind === 'set' && change.data.items.map((i) => i.id)).toEqual(['new', 'a']);
    expect(change.kind === 'set' && change.data.total).toBe(3);
  });

  it('asks the server again for an insert on a later page or a filtered list', () => {
    const event: ListingEvent = {
      op: 'insert',
      listingType: 'cargo',
      item: cargo('new', '2026-05-02T08:00:00Z'),
    };
    expect(applyListingEvent(page([older]), { ...firstPage, page: 2 }, event)).toEqual({
      kind: 'invalidate',
    });
    expect(applyListingEvent(page([older]), { ...firstPage, filters: { q: 'riga' } }, event)).toEqual({
      kind: 'invalidate',
    });
    expect(
      applyListingEvent(page([older]), { ...firstPage, filters: { destinationCountry: 'lati' } }, event),
    ).toEqual({ kind: 'invalidate' });
  });

  it('asks the server again for an insert into a list in another order than the newest first', () => {
    const fresh = cargo('new', '2026-05-02T08:00:00Z');
    const event: ListingEvent = { op: 'insert', listingType: 'cargo', item: fresh };
    for (const sort of ['-price', 'weight', '-newest', 'freshness'] as const) {
      expect(applyListingEvent(page([older, oldest]), { ...firstPage, sort }, event)).toEqual({
        kind: 'invalidate',
      });
    }
    expect(applyListingEvent(page([older]), { ...firstPage, sort: 'newest' }, event).kind).toBe('set');
  });

  it('replaces an updated row in another order where it stands, and asks where it goes now', () => {
    const cheaper = { ...older, priceAmount: 100 };
    const change = applyListingEvent(
      page([older, oldest], 9),
      { ...firstPage, sort: 'price' },
      { op: 'update', listingType: 'cargo', item: cheaper },
    );
    expect(change).toEqual({ kind: 'set', data: page([cheaper, oldest], 9), refetch: true });
  });

  it('treats blank filter values as no filter', () => {
    const event: ListingEvent = {
      op: 'insert',
      listingType: 'cargo',
      item: cargo('new', '2026-05-02T08:00:00Z'),
    };
    const change = applyListingEvent(
      page([older]),
      { ...firstPage, filters: { q: '', urgent: undefined } },
      event,
    );
    expect(change.kind).toBe('set');
  });

  it('does not add a listing twice when its insert arrives again', () => {
    const event: ListingEvent = { op: 'insert', listingType: 'cargo', item: { ...older, notes: 'uus' } };
    const change = applyListingEvent(page([older, oldest], 2), firstPage, event);
    expect(change).toEqual({ kind: 'set', data: page([{ ...older, notes: 'uus' }, oldest], 2) });
  });

  it('replaces an updated row where it stands', () => {
    const updated = { ...oldest, weight: 7000, contactAccess: 'premium' as const };
    const change = applyListingEvent(
      page([older, oldest], 9),
      { ...firstPage, page: 3, filters: { q: 'x' } },
      {
        op: 'update',
        listingType: 'cargo',
        item: updated,
      },
    );
    expect(change).toEqual({ kind: 'set', data: page([older, updated], 9) });
  });

  it('ignores an update of a listing that is not on the page', () => {
    const change = applyListingEvent(page([older]), firstPage, {
      op: 'update',
      listingType: 'cargo',
      item: cargo('elsewhere', '2026-05-01T08:00:00Z'),
    });
    expect(change).toEqual({ kind: 'none' });
  });

  it('drops a removed row and counts one less, asking for the row that moves up from the next page', () => {
    const change = applyListingEvent(page([older, oldest], 30), firstPage, {
      op: 'remove',
      listingType: 'cargo',
      id: 'a',
    });
    expect(change).toEqual({ kind: 'set', data: page([oldest], 29), refetch: true });
  });

  it('drops a removed row of the last page without asking again', () => {
    const change = applyListingEvent(page([older, oldest], 2), firstPage, {
      op: 'remove',
      listingType: 'cargo',
      id: 'a',
    });
    expect(change).toEqual({ kind: 'set', data: page([oldest], 1), refetch: false });
  });

  it('asks again when a removed listing is not on the page, since it may be counted in the total', () => {
    expect(
      applyListingEvent(page([older], 30), firstPage, { op: 'remove', listingType: 'cargo', id: 'zzz' }),
    ).toEqual({
      kind: 'invalidate',
    });
  });

  it('leaves a total past the exact-count limit alone', () => {
    const big = page([older, oldest], 10_000, { totalIsLowerBound: true });
    const removed = applyListingEvent(big, firstPage, { op: 'remove', listingType: 'cargo', id: 'a' });
    expect(removed.kind === 'set' && removed.data.total).toBe(10_000);
    const inserted = applyListingEvent(big, firstPage, {
      op: 'insert',
      listingType: 'cargo',
      item: cargo('new', '2026-06-01T00:00:00Z'),
    });
    expect(inserted.kind === 'set' && inserted.data.total).toBe(10_000);
  });

  it('orders transport by time only', () => {
    const a = transport('a', '2026-05-01T08:00:00Z');
    const fresh = transport('new', '2026-05-01T09:00:00Z');
    const change = applyListingEvent(page([a]), firstPage, {
      op: 'insert',
      listingType: 'transport',
      item: fresh,
    });
    expect(change.kind === 'set' && change.data.items.map((i) => i.id)).toEqual(['new', 'a']);
  });

  it('does nothing without a cached page', () => {
    expect(applyListingEvent(undefined, firstPage, { op: 'remove', listingType: 'cargo', id: 'a' })).toEqual({
      kind: 'none',
    });
  });
});

describe('readListingEvent', () => {
  const item = cargo('a', '2026-05-01T08:00:00Z');

  it('reads inserts, updates and removes', () => {
    expect(readListingEvent(JSON.stringify({ op: 'insert', listingType: 'cargo', item }))).toEqual({
      op: 'insert',
      listingType: 'cargo',
      item,
    });
    expect(readListingEvent(JSON.stringify({ op: 'update', listingType: 'cargo', item }))?.op).toBe('update');
    expect(readListingEvent(JSON.stringify({ op: 'remove', listingType: 'transport', id: 'x' }))).toEqual({
      op: 'remove',
      listingType: 'transport',
      id: 'x',
    });
  });

  it.each([
    ['broken JSON', '{'],
    ['an unknown op', JSON.stringify({ op: 'delete', listingType: 'cargo', id: 'x' })],
    ['an unknown type', JSON.stringify({ op: 'remove', listingType: 'company', id: 'x' })],
    ['a remove without id', JSON.stringify({ op: 'remove', listingType: 'cargo' })],
    ['an item of the other type', JSON.stringify({ op: 'insert', listingType: 'transport', item })],
    [
      'an item without a route',
      JSON.stringify({ op: 'insert', listingType: 'cargo', item: { ...item, originCity: null } }),
    ],
  ])('ignores %s', (_label, data) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readListingEvent(data)).toBeNull();
  });
});

describe('newListingMessage', () => {
  it('names the kind and the route', () => {
    expect(newListingMessage(cargo('a', '2026-05-01T08:00:00Z'))).toBe('Uus kaubakuulutus: Tallinn → Riga');
    expect(newListingMessage(transport('b', '2026-05-01T08:00:00Z'))).toBe(
      'Uus transpordipakkumine: Tartu → Vilnius',
    );
  });
});

describe("applyListingEventToStats (the home counters and the tabs' counts)", () => {
  const stats = { cargoOffers: 10, transportOffers: 4, providers: 3, newToday: 2 };
  // 12:00 in Tallinn on 26 November 2026; midnight there is 22:00 UTC the day before.
  const now = new Date('2026-11-26T10:00:00Z');

  it('counts a new listing of its kind, and as new today when created since midnight in Tallinn', () => {
    const item = cargo('a', '2026-11-26T09:59:00Z');
    expect(
      applyListingEventToStats(stats, { op: 'insert', listingType: 'cargo', item }, undefined, now),
    ).toEqual({
      ...stats,
      cargoOffers: 11,
      newToday: 3,
    });
    const old = transport('b', '2026-11-25T21:59:00Z');
    expect(
      applyListingEventToStats(stats, { op: 'insert', listingType: 'transport', item: old }, undefined, now),
    ).toEqual({ ...stats, transportOffers: 5 });
  });

  it('counts a removal only of a listing known to have been live', () => {
    const event: ListingEvent = { op: 'remove', listingType: 'cargo', id: 'a' };
    const removed = cargo('a', '2026-11-25T22:30:00Z');
    expect(applyListingEventToStats(stats, event, removed, now)).toEqual({
      ...stats,
      cargoOffers: 9,
      newToday: 1,
    });
    expect(applyListingEventToStats(stats, event, undefined, now)).toBeNull();
    const empty = { cargoOffers: 0, transportOffers: 0, providers: 0, newToday: 0 };
    expect(applyListingEventToStats(empty, event, removed, now)).toEqual(empty);
  });

  it('leaves the counters as they are on an update', () => {
    const item = cargo('a', '2026-11-26T09:59:00Z');
    expect(
      applyListingEventToStats(stats, { op: 'update', listingType: 'cargo', item }, undefined, now),
    ).toBe(stats);
  });
});
