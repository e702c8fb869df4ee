import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { emailOutbox, profiles, receipts } from '../../db/schema/index';
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

const get = (url: string, cookie: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
  });
const demoId = (url: string) => /^\/demo-(?:makse)\/(demo_[0-9a-f]+)$/.exec(url)?.[1] ?? '';

async function receiptMails(email: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'receipt')));
}

/** A buyer who has used their free credits starts the 2 € checkout of a load: its demo id. */
async function startCargoPurchase(
  buyer: { cookie: string },
  route: { originCity: string; destinationCity: string },
) {
  const listing = await createCargo(t.database.db, ownerId, route);
  const started = await post(
    t.app,
    '/api/payments/contact-checkout',
    { listingType: 'cargo', listingId: listing.id },
    buyer.cookie,
  );
  return demoId(started.json().url);
}

describe('receipts', () => {
  it('a free user’s 2 € contact purchase: one receipt row in Arved and one mail, however often it is confirmed', async () => {
    const buyer = await createSignedInUser(t.app, { credits: { used: 3 } });
    const id = await startCargoPurchase(buyer, { originCity: 'Pärnu', destinationCity: 'Kaunas' });
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

  it('names what was bought in the reader’s language: the list, the mail and the checkout; the record keeps the Estonian words', async () => {
    const buyer = await createSignedInUser(t.app, { credits: { used: 3 } });
    await t.database.db
      .insert(profiles)
      .values({ userId: buyer.userId, email: buyer.email, language: 'ru' })
      .onConflictDoUpdate({ target: profiles.userId, set: { language: 'ru' } });
    const id = await startCargoPurchase(buyer, { originCity: 'Tartu', destinationCity: 'Vilnius' });
    const checkout = await get(`/api/payments/demo/${id}`, buyer.cookie, 'lv');
    expect(checkout.json().description).toBe(
      'Kontaktinformācijas atvēršana: kravas sludinājums Tartu → Vilnius',
    );
    expect((await post(t.app, `/api/payments/demo/${id}/pay`, undefined, buyer.cookie)).statusCode).toBe(200);

    const [stored] = await t.database.db.select().from(receipts).where(eq(receipts.userId, buyer.userId));
    expect(stored).toMatchObject({
      description: 'Kontaktandmete avamine: kaubakuulutus Tartu → Vilnius',
      itemType: 'cargo',
      itemLabel: 'Tartu → Vilnius',
    });
    const description = async (language: string) =>
      (await get('/api/me/invoices', buyer.cookie, language)).json().items[0].description;
    expect(await description('ru')).toBe('Открытие контактных данных: объявление о грузе Tartu → Vilnius');
    expect(await description('en')).toBe('Contact details unlocked: cargo listing Tartu → Vilnius');
    expect(await description('et')).toBe(stored!.description);
    // The mail, in the account's language.
    const [mail] = await receiptMails(buyer.email);
    expect(mail!.textBody).toContain('Открытие контактных данных: объявление о грузе Tartu → Vilnius');
    expect(mail!.textBody).not.toContain('Kontaktandmete');

    // A premium month reads as one in every language.
    const user = await createSignedInUser(t.app);
    const premium = demoId((await post(t.app, '/api/subscription/checkout', {}, user.cookie)).json().url);
    expect((await get(`/api/payments/demo/${premium}`, user.cookie, 'fi')).json().description).toBe(
      'Veoturg Premium (1 kuukausi)',
    );
    await post(t.app, `/api/payments/demo/${premium}/pay`, undefined, user.cookie);
    expect((await get('/api/me/invoices', user.cookie, 'lt')).json().items[0].description).toBe(
      'Veoturg Premium (1 mėnuo)',
    );
  });

  it('reads the item of a receipt written before it was kept back out of its Estonian words (migration 0054)', async () => {
    const user = await createSignedInUser(t.app);
    const old = (description: string, ref: string) => ({
      userId: user.userId,
      kind: 'contact',
      description,
      amount: 2,
      vatRate: 24,
      provider: 'demo',
      ref,
      paidAt: new Date(),
    });
    await t.database.db
      .insert(receipts)
      .values([
        old('Kontaktandmete avamine: vaba transpordi kuulutus Riia → Kaunas', `old-${user.userId}-1`),
        old('Kontaktandmete avamine: ettevõte', `old-${user.userId}-2`),
        old('Midagi muud', `old-${user.userId}-3`),
      ]);
    // The migration's own statement, run again: it touches only receipts without an item.
    const statement = readFileSync(
      new URL('../../db/migrations/0054_receipt_items.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .find((part) => part.includes('UPDATE "receipts"'))!;
    await t.database.db.execute(sql.raw(statement));
    const rows = await t.database.db
      .select({ ref: receipts.ref, itemType: receipts.itemType, itemLabel: receipts.itemLabel })
      .from(receipts)
      .where(eq(receipts.userId, user.userId));
    expect(rows.sort((a, b) => a.ref.localeCompare(b.ref))).toEqual([
      { ref: `old-${user.userId}-1`, itemType: 'transport', itemLabel: 'Riia → Kaunas' },
      { ref: `old-${user.userId}-2`, itemType: 'company', itemLabel: '' },
      { ref: `old-${user.userId}-3`, itemType: null, itemLabel: null },
    ]);
    const items = (await get('/api/me/invoices', user.cookie, 'en')).json().items as {
      description: string;
    }[];
    expect(items.map((i) => i.description).sort()).toEqual([
      'Contact details unlocked: company',
      'Contact details unlocked: free transport listing Riia → Kaunas',
      'Midagi muud',
    ]);
  });
});
