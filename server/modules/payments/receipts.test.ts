import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { post } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories/users';
import { createCargo, createUser } from '../../../test/factories/index';

// Issue 27, item 24: a 2 € contact purchase sent no receipt and showed nowhere. Every confirmed
// payment gets one receipt (a row in "Arved" for every plan, and one mail), never two.
let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createUser(t.database.db)).id;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const demoId = (url: string) => /^\/demo-(?:makse)\/(demo_[0-9a-f]+)$/.exec(url)?.[1] ?? '';

async function receiptMails(email: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'receipt')));
}

describe('receipts', () => {
  it('a free user’s 2 € contact purchase: one receipt row in Arved and one mail, however often it is confirmed', async () => {
    const buyer = await createSignedInUser(t.app, { credits: { used: 3 } });
    const listing = await createCargo(t.database.db, ownerId, {
      originCity: 'Pärnu',
      destinationCity: 'Kaunas',
    });
    const started = await post(
      t.app,
      '/api/payments/contact-checkout',
      { listingType: 'cargo', listingId: listing.id },
      buyer.cookie,
    );
    const id = demoId(started.json().url);
    expect(id).not.toBe('');

    // Nothing before the payment is confirmed.
    expect((await get('/api/me/invoices', buyer.cookie)).json()).toEqual({ items: [] });
    expect(await receiptMails(buyer.email)).toHaveLength(0);

    expect((await post(t.app, `/api/payments/demo/${id}/pay`, undefined, buyer.cookie)).statusCode).toBe(200);
    // Replays: the page's Pay again, the return's confirm twice.
    await post(t.app, `/api/payments/demo/${id}/pay`, undefined, buyer.cookie);
    await post(t.app, '/api/payments/confirm', { sessionId: id }, buyer.cookie);
    await post(t.app, '/api/payments/confirm', { sessionId: id }, buyer.cookie);

    const list = await get('/api/me/invoices', buyer.cookie);
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'contact',
      amount: 2,
      currency: 'EUR',
      status: 'paid',
      vatRate: 24,
      vatAmount: 0.39,
    });
    expect(items[0].number).toMatch(/^KV-\d{6}$/);
    expect(items[0].description).toContain('Pärnu → Kaunas');

    const mails = await receiptMails(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(items[0].number);
    expect(mails[0]!.textBody).toContain('2,00');
    expect(mails[0]!.textBody).toContain('sh KM 24%');
    expect(mails[0]!.textBody).toContain('0,39');
  });

  it('a cancelled checkout makes no receipt', async () => {
    const buyer = await createSignedInUser(t.app, { credits: { used: 3 } });
    const listing = await createCargo(t.database.db, ownerId);
    const started = await post(
      t.app,
      '/api/payments/contact-checkout',
      { listingType: 'cargo', listingId: listing.id },
      buyer.cookie,
    );
    const id = demoId(started.json().url);
    await post(t.app, `/api/payments/demo/${id}/cancel`, undefined, buyer.cookie);
    expect((await get('/api/me/invoices', buyer.cookie)).json()).toEqual({ items: [] });
    expect(await receiptMails(buyer.email)).toHaveLength(0);
  });

  it('a premium payment through the demo checkout gets its receipt too, VAT included in the price', async () => {
    const user = await createSignedInUser(t.app);
    const started = await post(t.app, '/api/subscription/checkout', {}, user.cookie);
    const id = demoId(started.json().url);
    expect(id).not.toBe('');
    expect((await post(t.app, `/api/payments/demo/${id}/pay`, undefined, user.cookie)).statusCode).toBe(200);
    await post(t.app, `/api/payments/demo/${id}/pay`, undefined, user.cookie);
    const items = (await get('/api/me/invoices', user.cookie)).json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'subscription', amount: 7.99, vatRate: 24, vatAmount: 1.55 });
    expect(await receiptMails(user.email)).toHaveLength(1);
  });
});
