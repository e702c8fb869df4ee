import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminActivityLog, cargoListings, emailOutbox, reports, sessions } from '../../db/schema/index';
import { seedPlaces } from '../../db/seeds/places';
import { createTestApp, type TestApp } from '../../../test/app';
import { PASSWORD, signIn } from '../../../test/auth';
import { createCompany, unique } from '../../../test/factories/index';
import { listingApi } from '../../../test/factories/listing-api';
import { createSignedInUser, type SignedInUser } from '../../../test/factories/users';

/**
 * The moderation queue (issue 31, item 4; docs/decisions/0082): /api/admin/reports by target, the
 * decisions (dismiss shows it again, hide keeps it hidden), the suspension of an account, each with
 * its activity row that names the target and its owner, never a reporter.
 */
let t: TestApp;
let admin: SignedInUser;
let owner: SignedInUser;
const { call, publish } = listingApi(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces(t.database.db, { countries: ['EE', 'LV'] });
  [admin, owner] = await Promise.all([
    createSignedInUser(t.app, { role: 'admin' }),
    createSignedInUser(t.app, { plan: 'premium', password: PASSWORD }),
  ]);
});
afterAll(async () => {
  await t.close();
});

type Group = {
  reportId: string;
  targetType: string;
  targetId: string;
  label: string;
  hidden: boolean;
  openReports: number;
  decision: string | null;
  owner: { id: string; email: string; listings: number; otherReports: number; suspended: boolean };
  reports: { id: string; reason: string; message: string; reporterEmail: string; status: string }[];
};

async function queue(status = 'open'): Promise<Group[]> {
  const res = await call('GET', `/api/admin/reports?status=${status}&pageSize=100`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** One report by `reporter`, sent and accepted: its id. */
async function report(
  reporter: SignedInUser,
  targetType: string,
  targetId: string,
  reason: string,
  message?: string,
): Promise<string> {
  const res = await call('POST', '/api/reports', reporter, { targetType, targetId, reason, message });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function reportThrice(targetType: string, targetId: string) {
  const reporters = await Promise.all([1, 2, 3].map(() => createSignedInUser(t.app)));
  for (const [i, r] of reporters.entries()) {
    await report(r, targetType, targetId, i === 0 ? 'spam' : 'fraud', `Teade ${i}`);
  }
  return reporters;
}

const feedIds = async (q: string) =>
  (await call('GET', `/api/listings/cargo?q=${encodeURIComponent(q)}`))
    .json()
    .items.map((i: { id: string }) => i.id) as string[];

const activity = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.action, action), eq(adminActivityLog.targetId, targetId)));

describe('the queue', () => {
  it('is the admins’ only: 401 signed out, 403 for a user, 400 for an unknown status', async () => {
    expect((await call('GET', '/api/admin/reports')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/reports', owner)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/admin/reports/${crypto.randomUUID()}`, owner, { status: 'dismissed' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/admin/users/${owner.userId}/suspension`, owner, { suspended: true }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/reports?status=closed', admin)).statusCode).toBe(400);
  });

  it('groups the reports by target, with the reporters and the owner’s history', async () => {
    const cargo = await publish(owner, 'cargo');
    const earlier = await publish(owner, 'transport');
    const one = await createSignedInUser(t.app);
    await report(one, 'transport', earlier.id, 'other');
    const reporters = await reportThrice('cargo', cargo.id);
    const group = (await queue()).find((g) => g.targetId === cargo.id)!;
    expect(group).toMatchObject({
      targetType: 'cargo',
      label: `${cargo.originCity} → ${cargo.destinationCity}`,
      hidden: true,
      openReports: 3,
      decision: null,
      owner: { id: owner.userId, email: owner.email, suspended: false },
    });
    expect(group.owner.listings).toBeGreaterThanOrEqual(2);
    expect(group.owner.otherReports).toBeGreaterThanOrEqual(1);
    expect(group.reports.map((r) => r.reporterEmail).sort()).toEqual(reporters.map((r) => r.email).sort());
    expect(group.reports.map((r) => r.message).sort()).toEqual(['Teade 0', 'Teade 1', 'Teade 2']);
    expect(group.reports.map((r) => r.id)).toContain(group.reportId);
  });
});

describe('decisions', () => {
  it('dismissing closes the open reports, shows the target again and writes one activity row', async () => {
    const tag = unique('tagasi');
    const cargo = await publish(owner, 'cargo', { notes: tag });
    const reporters = await reportThrice('cargo', cargo.id);
    expect(await feedIds(tag)).toEqual([]);
    const { reportId } = (await queue()).find((g) => g.targetId === cargo.id)!;

    const res = await call('PATCH', `/api/admin/reports/${reportId}`, admin, {
      status: 'dismissed',
      hide: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      targetType: 'cargo',
      targetId: cargo.id,
      status: 'dismissed',
      hidden: false,
      closedReports: 3,
    });
    expect(await feedIds(tag)).toEqual([cargo.id]);
    expect((await queue()).some((g) => g.targetId === cargo.id)).toBe(false);
    const decided = (await queue('dismissed')).find((g) => g.targetId === cargo.id)!;
    expect(decided).toMatchObject({ decision: 'dismissed', hidden: false, openReports: 0 });
    expect(decided.reports.map((r) => r.status)).toEqual(['dismissed', 'dismissed', 'dismissed']);

    const rows = await activity('report_dismissed', cargo.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      adminId: admin.userId,
      targetType: 'cargo',
      details: {
        label: `${cargo.originCity} → ${cargo.destinationCity} (${owner.email})`,
        reports: 3,
        before: { hidden: true },
        after: { hidden: false },
      },
    });
    for (const r of reporters) expect(JSON.stringify(rows[0])).not.toContain(r.email);
    // A reporter may report it again after the decision.
    await report(reporters[0]!, 'cargo', cargo.id, 'spam');
  });

  it('hiding resolves the reports and keeps the target hidden', async () => {
    const tag = unique('peida');
    const cargo = await publish(owner, 'cargo', { notes: tag });
    const [first] = await Promise.all([createSignedInUser(t.app)]);
    const sent = await report(first, 'cargo', cargo.id, 'fraud');
    expect(await feedIds(tag)).toEqual([cargo.id]);
    const res = await call('PATCH', `/api/admin/reports/${sent}`, admin, {
      status: 'resolved',
      hide: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hidden: true, closedReports: 1 });
    expect(await feedIds(tag)).toEqual([]);
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, sent));
    expect(row).toMatchObject({ status: 'resolved', decidedBy: admin.userId });
    expect(await activity('report_resolved', cargo.id)).toHaveLength(1);
    expect((await queue('resolved')).find((g) => g.targetId === cargo.id)).toMatchObject({ hidden: true });
  });

  it('answers 404 for an unknown report and 400 for a bad decision', async () => {
    const missing = await call('PATCH', `/api/admin/reports/${crypto.randomUUID()}`, admin, {
      status: 'dismissed',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/reports/nope', admin, { status: 'dismissed' })).statusCode).toBe(
      400,
    );
    const bad = await call('PATCH', `/api/admin/reports/${crypto.randomUUID()}`, admin, { status: 'open' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the decision’s mails (decision 0092)', () => {
  const TALLINN = 588409;
  const RIGA = 456172;
  const MAIL_KIND = 'moderation_decision';

  /** The decision mails to `to`, oldest first. */
  const mailsTo = (to: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, MAIL_KIND)))
      .orderBy(emailOutbox.createdAt);

  const speaking = async (language: string, options: Parameters<typeof createSignedInUser>[1] = {}) => {
    const user = await createSignedInUser(t.app, options);
    expect((await call('PUT', '/api/me/language', user, { language })).statusCode).toBe(200);
    return user;
  };

  const decide = async (
    reportId: string,
    decision: { status: string; hide: boolean; deleteListing?: boolean; note?: string },
  ) => {
    const res = await call('PATCH', `/api/admin/reports/${reportId}`, admin, decision);
    expect(res.statusCode, res.body).toBe(200);
  };

  /** A Tallinn → Riga cargo of an owner speaking `language`, hidden by three reports. */
  const reportedRoute = async (language: string) => {
    const seller = await speaking(language, { plan: 'premium' });
    const cargo = await publish(seller, 'cargo', {
      originCity: 'Tallinn',
      originPlaceId: TALLINN,
      destinationCity: 'Riia',
      destinationPlaceId: RIGA,
    });
    const reporters = await reportThrice('cargo', cargo.id);
    return { seller, cargo, reporters };
  };

  it('tells the owner of a listing hidden by reports that it shows again, and each reporter, in their languages', async () => {
    const { seller, cargo, reporters } = await reportedRoute('ru');
    expect((await call('PUT', '/api/me/language', reporters[0]!, { language: 'en' })).statusCode).toBe(200);
    const { reportId } = (await queue()).find((g) => g.targetId === cargo.id)!;
    await decide(reportId, { status: 'dismissed', hide: false });

    const [toOwner, ...more] = await mailsTo(seller.email);
    expect(more).toEqual([]);
    expect(toOwner!.subject).toBe('Ваше объявление снова видно');
    expect(toOwner!.textBody).toContain('Таллин');
    expect(toOwner!.textBody).toContain('Рига');
    expect(toOwner!.textBody).toContain('/minu-kuulutused');
    const [english] = await mailsTo(reporters[0]!.email);
    expect(english).toMatchObject({ subject: 'Your report has been reviewed' });
    expect(english!.textBody).toContain('found no breach, so the listing Tallinn (Estonia) → Riga (Latvia)');
    for (const reporter of reporters.slice(1)) {
      const [estonian, ...others] = await mailsTo(reporter.email);
      expect(others).toEqual([]);
      expect(estonian!.subject).toBe('Teie teade on läbi vaadatud');
      expect(estonian!.textBody).toContain('kuulutus Tallinn (Eesti) → Riia (Läti) jääb nähtavaks');
    }
    // No mail names a reporter to anyone but the reporter.
    const all = [toOwner!, english!, ...(await Promise.all(reporters.map((r) => mailsTo(r.email)))).flat()];
    for (const mail of all) {
      const others = reporters.filter((r) => r.email !== mail.toAddress);
      for (const r of others) expect(`${mail.textBody}${mail.htmlBody}`).not.toContain(r.email);
    }
  });

  it('tells the owner a listing reported once is now hidden, and leaves the owner of a dismissed one alone', async () => {
    const seller = await createSignedInUser(t.app, { plan: 'premium' });
    const hidden = await publish(seller, 'cargo');
    const kept = await publish(seller, 'cargo');
    const [one, two] = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
    await decide(await report(one, 'cargo', hidden.id, 'fraud'), { status: 'resolved', hide: true });
    await decide(await report(two, 'cargo', kept.id, 'fraud'), { status: 'dismissed', hide: false });

    const toOwner = await mailsTo(seller.email);
    expect(toOwner.map((mail) => mail.subject)).toEqual(['Teie kuulutus on peidetud']);
    expect(toOwner[0]!.textBody).toContain('jääb teiste kasutajate eest peidetuks');
    expect((await mailsTo(one.email))[0]!.textBody).toContain('on nüüd teiste kasutajate eest peidetud');
    expect((await mailsTo(two.email))[0]!.textBody).toContain('ega leidnud rikkumist');

    // A listing its owner deleted before the decision has nothing to name: the decision is mailed to nobody.
    const gone = await publish(seller, 'cargo');
    const three = await createSignedInUser(t.app);
    const reportId = await report(three, 'cargo', gone.id, 'fraud');
    expect((await call('DELETE', `/api/listings/cargo/${gone.id}`, seller)).statusCode).toBeLessThan(300);
    await decide(reportId, { status: 'resolved', hide: true });
    expect(await mailsTo(three.email)).toEqual([]);
    expect(await mailsTo(seller.email)).toHaveLength(1);
  });

  it('deletes a listing in the decision, telling its owner it was removed and each reporter, once', async () => {
    const { seller, cargo, reporters } = await reportedRoute('lt');
    const { reportId } = (await queue()).find((g) => g.targetId === cargo.id)!;
    await decide(reportId, { status: 'resolved', hide: true, deleteListing: true });

    expect((await call('GET', `/api/listings/cargo/${cargo.id}`, seller)).statusCode).toBe(404);
    expect(await activity('report_resolved', cargo.id)).toHaveLength(1);
    expect(await activity('listing_deleted', cargo.id)).toHaveLength(1);
    const toOwner = await mailsTo(seller.email);
    expect(toOwner.map((mail) => mail.subject)).toEqual(['Jūsų skelbimas pašalintas']);
    expect(toOwner[0]!.textBody).toContain('Talinas');
    expect(toOwner[0]!.textBody).toContain('buvo pašalintas');
    for (const reporter of reporters) {
      const mails = await mailsTo(reporter.email);
      expect(
        mails.map((mail) => mail.textBody.includes('kuulutus Tallinn (Eesti) → Riia (Läti) on eemaldatud')),
      ).toEqual([true]);
    }
  });

  it('carries the moderator’s note to the owner alone, and logs it; a note too long is a 400', async () => {
    const seller = await speaking('fi', { plan: 'premium' });
    const cargo = await publish(seller, 'cargo');
    const reporter = await createSignedInUser(t.app);
    const sent = await report(reporter, 'cargo', cargo.id, 'fraud');
    const long = await call('PATCH', `/api/admin/reports/${sent}`, admin, {
      status: 'resolved',
      hide: true,
      note: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.field).toBe('note');
    expect(await mailsTo(seller.email)).toEqual([]);

    const note = 'Puhelinnumero ei vastaa.\nKorjaa yhteystiedot ja julkaise uudelleen.';
    await decide(sent, { status: 'resolved', hide: true, note: `  ${note}  ` });
    const [toOwner] = await mailsTo(seller.email);
    expect(toOwner!.textBody).toContain(`Moderaattorin huomautus: ${note}`);
    expect(toOwner!.htmlBody).toContain('Moderaattorin huomautus: Puhelinnumero ei vastaa.');
    const [toReporter] = await mailsTo(reporter.email);
    expect(`${toReporter!.textBody}${toReporter!.htmlBody}`).not.toContain('Puhelinnumero');
    const [logged] = await activity('report_resolved', cargo.id);
    expect(logged!.details).toMatchObject({ after: { hidden: true, note } });
  });

  it('refuses to delete a company, or a listing whose reports are dismissed or which is not hidden, changing nothing', async () => {
    const cargo = await publish(owner, 'cargo');
    const reporter = await createSignedInUser(t.app);
    const sent = await report(reporter, 'cargo', cargo.id, 'spam');
    for (const decision of [
      { status: 'dismissed', hide: false, deleteListing: true },
      { status: 'resolved', hide: false, deleteListing: true },
    ]) {
      const res = await call('PATCH', `/api/admin/reports/${sent}`, admin, decision);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'DELETE_INVALID', field: 'deleteListing' });
    }
    expect((await call('GET', `/api/listings/cargo/${cargo.id}`, owner)).statusCode).toBe(200);
    expect((await queue()).find((g) => g.targetId === cargo.id)).toMatchObject({ openReports: 1 });
    expect(await mailsTo(reporter.email)).toEqual([]);

    const { profile } = await createCompany(t.database.db, { companyName: `${unique('Veod')} OÜ` });
    const onCompany = await report(reporter, 'company', profile.id, 'spam');
    const res = await call('PATCH', `/api/admin/reports/${onCompany}`, admin, {
      status: 'resolved',
      hide: true,
      deleteListing: true,
    });
    expect(res.statusCode).toBe(400);
    const flag = await call('PATCH', `/api/admin/reports/${onCompany}`, admin, {
      status: 'resolved',
      deleteListing: 'yes',
    });
    expect(flag.statusCode).toBe(400);
    expect(flag.json().error.field).toBe('deleteListing');
  });

  it('tells a company’s owner its directory entry is hidden, linking to the company settings', async () => {
    const name = `${unique('Veod')} OÜ`;
    const { owner: companyOwner, profile } = await createCompany(t.database.db, { companyName: name });
    const reporter = await createSignedInUser(t.app);
    const sent = await report(reporter, 'company', profile.id, 'wrong_contact');
    await decide(sent, { status: 'resolved', hide: true });
    const [toOwner] = await mailsTo(companyOwner.email);
    expect(toOwner!.subject).toBe('Teie ettevõte on kataloogist peidetud');
    expect(toOwner!.textBody).toContain(`Teie ettevõtte ${name} kataloogikirje`);
    expect(toOwner!.textBody).toContain('/profile-settings?tab=company');
    expect((await mailsTo(reporter.email))[0]!.textBody).toContain(
      `ettevõte ${name} on nüüd kataloogist peidetud`,
    );
  });
});

describe('suspending an account', () => {
  it('ends its sessions, refuses its sign-in, hides its listings and directory entry, and is lifted again', async () => {
    const tag = unique('peatus');
    const seller = await createSignedInUser(t.app, {
      plan: 'premium',
      password: PASSWORD,
      profile: { companyName: `${tag} OÜ`, showInCompanyDirectory: true },
    });
    const cargo = await publish(seller, 'cargo', { notes: tag });
    // One the owner paused before: the suspension's lifting leaves it paused.
    const paused = await publish(seller, 'cargo', { notes: tag });
    expect((await call('POST', `/api/listings/cargo/${paused.id}/pause`, seller)).statusCode).toBe(200);
    const directory = async () =>
      (await call('GET', `/api/companies?q=${tag}`)).json().items.length as number;
    expect(await directory()).toBe(1);

    const res = await call('PUT', `/api/admin/users/${seller.userId}/suspension`, admin, { suspended: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().suspendedAt).toEqual(expect.any(String));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, seller.userId))).toEqual([]);
    expect((await call('GET', '/api/me/profile', seller)).statusCode).toBe(401);
    const refused = await signIn(t.app, seller.email);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().error).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: 'Teie konto on peatatud. Küsimuste korral kirjutage klienditoele.',
    });
    expect(await feedIds(tag)).toEqual([]);
    expect((await call('GET', `/api/listings/cargo/${cargo.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/listings/cargo/${cargo.id}`, admin)).statusCode).toBe(200);
    expect(await directory()).toBe(0);
    const listed = await call('GET', `/api/admin/users?q=${encodeURIComponent(seller.email)}`, admin);
    expect(listed.json().items).toEqual([expect.objectContaining({ id: seller.userId, suspended: true })]);
    const [logged] = await activity('user_suspended', seller.userId);
    expect(logged).toMatchObject({ targetType: 'user', details: { label: seller.email } });

    // Suspending again changes nothing, logs nothing and mails nothing.
    await call('PUT', `/api/admin/users/${seller.userId}/suspension`, admin, { suspended: true });
    expect(await activity('user_suspended', seller.userId)).toHaveLength(1);
    const told = () =>
      t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, seller.email), eq(emailOutbox.kind, 'account_suspension')))
        .orderBy(emailOutbox.createdAt);
    const [suspendedMail, ...again] = await told();
    expect(again).toEqual([]);
    expect(suspendedMail!.subject).toBe('Teie Veoturu konto on peatatud');
    expect(suspendedMail!.textBody).toContain(`Teie konto ${seller.email} on peatatud`);
    expect(suspendedMail!.htmlBody).toContain(`href="mailto:${t.app.deps.config.support.email}"`);

    const lifted = await call('PUT', `/api/admin/users/${seller.userId}/suspension`, admin, {
      suspended: false,
    });
    expect(lifted.json()).toEqual({ userId: seller.userId, suspendedAt: null });
    expect(await activity('user_unsuspended', seller.userId)).toHaveLength(1);
    expect(await feedIds(tag)).toEqual([cargo.id]);
    const [own] = await t.database.db.select().from(cargoListings).where(eq(cargoListings.id, paused.id));
    expect(own?.status).toBe('inactive');
    expect(await directory()).toBe(1);
    expect((await signIn(t.app, seller.email)).res.statusCode).toBe(200);
    expect((await told()).map((mail) => mail.subject)).toEqual([
      'Teie Veoturu konto on peatatud',
      'Teie Veoturu konto on taas avatud',
    ]);
  });

  it('shows the suspension in the queue, and refuses the admin’s own account and an unknown one', async () => {
    const seller = await createSignedInUser(t.app, { plan: 'premium' });
    const cargo = await publish(seller, 'cargo');
    await reportThrice('cargo', cargo.id);
    await call('PUT', `/api/admin/users/${seller.userId}/suspension`, admin, { suspended: true });
    expect((await queue()).find((g) => g.targetId === cargo.id)?.owner.suspended).toBe(true);
    const self = await call('PUT', `/api/admin/users/${admin.userId}/suspension`, admin, { suspended: true });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('CANNOT_SUSPEND_SELF');
    const missing = await call('PUT', '/api/admin/users/nobody/suspension', admin, { suspended: true });
    expect(missing.statusCode).toBe(404);
    const bad = await call('PUT', `/api/admin/users/${seller.userId}/suspension`, admin, {
      suspended: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });
});
