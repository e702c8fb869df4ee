import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { alertMatches, userBlocks } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { ORIGIN } from '../../../test/auth';
import { createCompany, unique } from '../../../test/factories/index';
import { listingApi } from '../../../test/factories/listing-api';
import { openEvents, type SseEvent } from '../../../test/sse';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

/**
 * Hidden companies (issue 31, item 5; docs/decisions/0080): a user hides a company from their own
 * feeds, directory and alerts, and shows it again; nobody else's view changes.
 */
let t: TestApp;
let owner: SignedInUser;
let bystander: SignedInUser;
const { call, publish } = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { manual: true } });
  [owner, bystander] = await Promise.all([
    createSignedInUser(t.app, { plan: 'premium' }),
    createSignedInUser(t.app),
  ]);
});
afterAll(async () => {
  await t.close();
});

async function feedIds(type: 'cargo' | 'transport', q: string, user?: SignedInUser) {
  const res = await call('GET', `/api/listings/${type}?q=${encodeURIComponent(q)}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((i: { id: string }) => i.id) as string[];
}

const hide = (user: SignedInUser | undefined, targetType: string, targetId: string) =>
  call('POST', '/api/me/blocks', user, { targetType, targetId });

describe('hiding a company from its listing', () => {
  it('leaves all its listings out of the hider’s feeds only, named by the route the hider saw', async () => {
    const tag = unique('peida');
    const user = await createSignedInUser(t.app);
    const cargo = await publish(owner, 'cargo', { notes: tag, companyName: 'Salajane Vedu OÜ' });
    const other = await publish(owner, 'cargo', { notes: tag });
    const truck = await publish(owner, 'transport', { notes: tag });
    expect(await feedIds('cargo', tag, user)).toHaveLength(2);

    const res = await hide(user, 'cargo', cargo.id);
    expect(res.statusCode, res.body).toBe(201);
    // A free viewer without the contact sees the route, never the company's name.
    expect(res.json()).toMatchObject({
      label: `${cargo.originCity} → ${cargo.destinationCity}`,
      labelKind: 'route',
    });
    expect(JSON.stringify(res.json())).not.toContain('Salajane');
    expect(await feedIds('cargo', tag, user)).toEqual([]);
    expect(await feedIds('transport', tag, user)).toEqual([]);
    // Everybody else sees them as before.
    expect((await feedIds('cargo', tag, bystander)).sort()).toEqual([cargo.id, other.id].sort());
    expect(await feedIds('cargo', tag)).toHaveLength(2);
    expect(await feedIds('transport', tag, bystander)).toEqual([truck.id]);
  });

  it('names the company where the hider may read the contact', async () => {
    const premium = await createSignedInUser(t.app, { plan: 'premium' });
    const cargo = await publish(owner, 'cargo', { companyName: 'Nähtav Vedu OÜ' });
    const res = await hide(premium, 'cargo', cargo.id);
    expect(res.json()).toMatchObject({ label: 'Nähtav Vedu OÜ', labelKind: 'company' });
  });

  it('answers the same block again, and refuses one’s own, an unseen listing and bad input', async () => {
    const user = await createSignedInUser(t.app);
    const cargo = await publish(owner, 'cargo');
    const first = (await hide(user, 'cargo', cargo.id)).json();
    const again = await hide(user, 'transport', (await publish(owner, 'transport')).id);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.id);

    const own = await hide(owner, 'cargo', cargo.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toEqual({
      code: 'CANNOT_BLOCK_SELF',
      message: 'Oma ettevõtet ei saa peita',
      field: 'targetId',
    });
    const paused = await publish(owner, 'cargo');
    await call('POST', `/api/listings/cargo/${paused.id}/pause`, owner);
    expect((await hide(user, 'cargo', paused.id)).statusCode).toBe(404);
    expect((await hide(user, 'cargo', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const wrong = await hide(user, 'truck', cargo.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.field).toBe('targetType');
    expect((await hide(undefined, 'cargo', cargo.id)).statusCode).toBe(401);
  });
});

describe('the list and showing again', () => {
  it('lists the hider’s own, the latest first, paged; showing again brings the listings back', async () => {
    const tag = unique('tagasi');
    const user = await createSignedInUser(t.app);
    const second = await createSignedInUser(t.app, { plan: 'premium' });
    const a = await publish(owner, 'cargo', { notes: tag });
    const b = await publish(second, 'cargo', { notes: tag });
    const first = (await hide(user, 'cargo', a.id)).json();
    const latest = (await hide(user, 'cargo', b.id)).json();

    const page1 = await call('GET', '/api/me/blocks?pageSize=10', user);
    expect(page1.json()).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(page1.json().items.map((i: { id: string }) => i.id)).toEqual([latest.id, first.id]);
    expect((await call('GET', '/api/me/blocks?page=2&pageSize=10', user)).json().items).toEqual([]);
    expect((await call('GET', '/api/me/blocks', bystander)).json().total).toBe(0);

    // Someone else's id does nothing to this list.
    expect((await call('DELETE', `/api/me/blocks/${first.id}`, bystander)).statusCode).toBe(204);
    expect((await call('GET', '/api/me/blocks', user)).json().total).toBe(2);

    expect((await call('DELETE', `/api/me/blocks/${first.id}`, user)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/me/blocks/${first.id}`, user)).statusCode).toBe(204);
    expect(await feedIds('cargo', tag, user)).toEqual([a.id]);
    expect((await call('GET', '/api/me/blocks', user)).json().items.map((i: { id: string }) => i.id)).toEqual(
      [latest.id],
    );
    expect((await call('GET', '/api/me/blocks')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/me/blocks/123', user)).statusCode).toBe(400);
  });
});

describe('the directory', () => {
  it('leaves a hidden company out of the hider’s directory only', async () => {
    const tag = unique('kataloog');
    const company = await createCompany(t.database.db, { description: `Vedaja ${tag}` });
    const user = await createSignedInUser(t.app);
    const directory = async (u?: SignedInUser) =>
      (await call('GET', `/api/companies?q=${tag}`, u)).json().items.map((i: { id: string }) => i.id);
    expect(await directory(user)).toEqual([company.profile.id]);
    const res = await hide(user, 'company', company.profile.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ labelKind: 'company', label: company.profile.companyName });
    expect(await directory(user)).toEqual([]);
    expect(await directory(bystander)).toEqual([company.profile.id]);
    expect(await directory()).toEqual([company.profile.id]);
    expect((await hide(user, 'company', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('alerts', () => {
  it('does not alert a user about a company they hid, and does alert the others', async () => {
    const subscribe = async () => {
      const user = await createSignedInUser(t.app, { plan: 'premium' });
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/me/notifications',
        payload: { isEnabled: true, cargoNotifications: true, cargoMinWeight: 1000 },
        headers: { origin: ORIGIN, cookie: user.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return user;
    };
    const [hider, other] = [await subscribe(), await subscribe()];
    const seen = await publish(owner, 'cargo', { weight: 1500 });
    expect((await hide(hider, 'cargo', seen.id)).statusCode).toBe(201);
    await t.app.jobs.drain();
    const fresh = await publish(owner, 'cargo', { weight: 1500 });
    await t.app.jobs.drain();
    const matched = async (user: SignedInUser) =>
      (
        await t.database.db
          .select()
          .from(alertMatches)
          .where(and(eq(alertMatches.userId, user.userId), eq(alertMatches.itemId, fresh.id)))
      ).length;
    expect(await matched(other)).toBe(1);
    expect(await matched(hider)).toBe(0);
    // The block is the hider's only: the row names them and the owner, never the other way round.
    const rows = await t.database.db.select().from(userBlocks).where(eq(userBlocks.userId, hider.userId));
    expect(rows).toEqual([expect.objectContaining({ blockedUserId: owner.userId })]);
  });
});

describe('the live stream', () => {
  it('sends the hider a removal instead of the hidden company’s new listing, and others the listing', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const hider = await createSignedInUser(t.app);
    const seen = await publish(owner, 'cargo');
    expect((await hide(hider, 'cargo', seen.id)).statusCode).toBe(201);
    const hiderStream = await openEvents(`${url}/api/events`, { cookie: hider.cookie });
    const otherStream = await openEvents(`${url}/api/events`, { cookie: bystander.cookie });
    try {
      for (const c of [hiderStream, otherStream]) await c.waitFor((e) => e.event === 'ready');
      const fresh = await publish(owner, 'cargo');
      // A listing event about the new listing: an insert carries it as `item`, a removal its id.
      const about = (e: SseEvent) => {
        const data = e.data as { id?: string; item?: { id?: string } };
        return e.event === 'listing' && (data.item?.id ?? data.id) === fresh.id;
      };
      expect((await otherStream.waitFor(about)).data).toMatchObject({ op: 'insert', item: { id: fresh.id } });
      expect((await hiderStream.waitFor(about)).data).toEqual({
        op: 'remove',
        listingType: 'cargo',
        id: fresh.id,
      });
    } finally {
      for (const c of [hiderStream, otherStream]) await c.close();
    }
  });
});
