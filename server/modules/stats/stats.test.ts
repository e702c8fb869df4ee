import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tallinnDayStart } from '@domain/format';
import { createCargo, createCompany, createTransport, createUser } from '../../../test/factories/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { countStats, statsReader, type Stats } from './stats.service';

// Every count here is of the whole database: this file's own, so the numbers are exact.
let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createUser(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

describe('GET /api/stats', () => {
  it('counts live offers, directory companies and what was created since midnight in Tallinn', async () => {
    const db = t.database.db;
    const now = new Date();
    const midnight = tallinnDayStart(now);
    // Tallinn's midnight is 22:00 or 21:00 UTC the day before, never UTC midnight.
    expect([21, 22]).toContain(midnight.getUTCHours());

    // Live: counted as offers; created since midnight: also new today.
    await createCargo(db, ownerId); // now
    await createCargo(db, ownerId, { createdAt: minutes(midnight, 1) });
    await createCargo(db, ownerId, { createdAt: minutes(midnight, -1) }); // yesterday in Tallinn
    await createCargo(db, ownerId, { createdAt: minutes(midnight, -60 * 30) });
    // Not live, however new: none of it counts.
    await createCargo(db, ownerId, { status: 'inactive' });
    await createCargo(db, ownerId, { status: 'completed' });
    await createCargo(db, ownerId, { expiresAt: minutes(now, -1) });
    await createCargo(db, ownerId, { deletedAt: now });
    await createTransport(db, ownerId); // now
    await createTransport(db, ownerId, { createdAt: minutes(midnight, -1) });
    await createTransport(db, ownerId, { status: 'expired' });
    // Providers are the directory's companies: premium or an active trial only.
    await createCompany(db);
    await createCompany(db, {}, { trial: true, days: 2 });
    await createCompany(db, {}, { trial: true, days: -1 });
    await createCompany(db, {}, 'free');
    await createCompany(db, { showInCompanyDirectory: false });

    const res = await t.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cargoOffers: 4, transportOffers: 2, providers: 2, newToday: 3 });
  });
});

describe('statsReader', () => {
  const answer: Stats = { cargoOffers: 1, transportOffers: 2, providers: 3, newToday: 4 };

  /** A count that waits until released, and says how often it ran. */
  function gatedCount(result: () => Promise<Stats> = async () => answer) {
    let release!: () => void;
    let gate = new Promise<void>((r) => (release = r));
    const counter = {
      runs: 0,
      release: () => {
        release();
        gate = new Promise<void>((r) => (release = r));
      },
      count: async () => {
        counter.runs++;
        await gate;
        return result();
      },
    };
    return counter;
  }

  it('lets requests that miss the cache together share one count', async () => {
    const counter = gatedCount();
    const read = statsReader({ count: counter.count });
    const waiting = Promise.all(Array.from({ length: 20 }, () => read(t.database.db)));
    counter.release();
    const answers = await waiting;
    expect(counter.runs).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual(answer);
  });

  it('keeps an answer for the cache time, then counts once more for everyone waiting', async () => {
    let clock = 1_000_000;
    const counter = gatedCount();
    const read = statsReader({ count: counter.count, cacheMs: 10_000, clock: () => clock });
    const first = read(t.database.db);
    counter.release();
    await first;
    clock += 9_999;
    await read(t.database.db);
    expect(counter.runs).toBe(1);
    clock += 1;
    const again = Promise.all([read(t.database.db), read(t.database.db), read(t.database.db)]);
    counter.release();
    await again;
    expect(counter.runs).toBe(2);
  });

  it('does not keep a failed count: everyone waiting sees the failure, the next request counts again', async () => {
    let fail = true;
    const counter = gatedCount(async () => {
      if (fail) throw new Error('database down');
      return answer;
    });
    const read = statsReader({ count: counter.count });
    const waiting = Promise.allSettled([read(t.database.db), read(t.database.db)]);
    counter.release();
    expect((await waiting).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(counter.runs).toBe(1);
    fail = false;
    const next = read(t.database.db);
    counter.release();
    await expect(next).resolves.toEqual(answer);
    expect(counter.runs).toBe(2);
  });

  it('shares one real count among concurrent misses, with the same answer as counting alone', async () => {
    let runs = 0;
    const read = statsReader({
      count: (db, now) => {
        runs++;
        return countStats(db, now);
      },
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => read(t.database.db)));
    expect(runs).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual(await countStats(t.database.db));
  });
});
