import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import {
  HIDE_THRESHOLD,
  type AdminReportGroup,
  type AdminReportsPage,
  type AdminReportsQuery,
  type Report,
  type ReportBody,
  type ReportDecision,
  type ReportDecisionChange,
  type ReportReason,
  type Suspension,
} from '@domain/contract/reports';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/locales';
import { MESSAGES } from '@domain/messages';
import { pageOffset } from '@domain/pagination';
import type { Db } from '../../db/client';
import { listedInDirectory } from '../../db/directory';
import { profiles } from '../../db/schema/index';
import { adminRequired, type Viewer } from '../../platform/auth/session';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { enqueueMails, type OutgoingMail } from '../../platform/mail/outbox';
import type { MailSettings } from '../admin/verifications.service';
import { namedRouteText } from '../alerts/alert-mail';
import { placeRows } from '../places/places.service';
import { mayAdminister } from '../../policies/admin.policy';
import { mayViewListing } from '../../policies/listing.policy';
import { recordActivity } from '../admin/activity';
import { announceListingChange } from '../events/announce';
import { deleteListingIn } from '../listings/listing-lifecycle.service';
import { findListingRow } from '../listings/listings.service';
import { ownerDecisionMail, reporterDecisionMail, suspensionMail, type OwnerOutcome } from './decision-mail';
import {
  countReporter,
  decideTarget,
  findQueuePage,
  findQueueReports,
  pauseForSuspension,
  resumeAfterSuspension,
  insertReport,
  lockTargetOfReport,
  mailRecipients,
  setSuspended,
  type QueueReportRow,
  type QueueRow,
  type TargetState,
} from './reports.repository';
import { isWithheld } from './withheld';

/**
 * Reports and their moderation (domain/contract/reports.ts; docs/decisions/0082). The reporter is
 * known to the back office alone: nothing the reported owner can read carries them.
 */

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const listingNotFound = () => notFound(MESSAGES.contacts.listingNotFound, 'LISTING_NOT_FOUND');
const companyNotFound = () => notFound(MESSAGES.contacts.companyNotFound, 'COMPANY_NOT_FOUND');
const reportNotFound = () => notFound(ADMIN_MESSAGES.reports.notFound, 'REPORT_NOT_FOUND');

/** The owner of a target the viewer can see (their own included); 404 for one they cannot. */
async function ownerOf(db: Db, viewer: Viewer, { targetType, targetId }: ReportBody, now: Date) {
  if (targetType === 'company') {
    const [row] = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.id, targetId), listedInDirectory(now)));
    if (!row) throw companyNotFound();
    if (row.userId !== viewer.userId && (await isWithheld(db, 'company', targetId, row.userId)))
      throw companyNotFound();
    return row.userId;
  }
  const row = await findListingRow(db, targetType, targetId);
  if (!row) throw listingNotFound();
  const withheld = row.userId !== viewer.userId && (await isWithheld(db, targetType, row.id, row.userId));
  if (!mayViewListing(viewer, row, now, withheld).allowed) throw listingNotFound();
  return row.userId;
}

/**
 * POST /api/reports. In one transaction: the report (one open per reporter and target: 409
 * otherwise) and the target's count of open reporters, which hides it at HIDE_THRESHOLD; a listing
 * that goes is removed from every other open page.
 */
export async function createReport(
  db: Db,
  viewer: Viewer,
  body: ReportBody,
  now = new Date(),
): Promise<Report> {
  const ownerId = await ownerOf(db, viewer, body, now);
  if (ownerId === viewer.userId) throw badRequest(MESSAGES.reports.notSelf, 'targetId', 'CANNOT_REPORT_SELF');
  return db.transaction(async (tx) => {
    const row = await insertReport(tx, {
      reporterId: viewer.userId,
      targetType: body.targetType,
      targetId: body.targetId,
      ownerId,
      reason: body.reason,
      message: body.message,
      createdAt: now,
    });
    if (!row) throw conflict(MESSAGES.reports.alreadyReported, 'ALREADY_REPORTED');
    const target = await countReporter(tx, { ...body, ownerId }, now);
    if (target.hidden && target.openReports === HIDE_THRESHOLD && body.targetType !== 'company') {
      await announceListingChange(tx, body.targetType, body.targetId, true);
    }
    return {
      id: row.id,
      targetType: body.targetType,
      targetId: body.targetId,
      reason: body.reason,
      status: 'open',
      createdAt: row.createdAt.toISOString(),
    };
  });
}

function presentGroup(row: QueueRow, reports: QueueReportRow[]): AdminReportGroup {
  return {
    reportId: row.latest_report_id,
    targetType: row.target_type,
    targetId: row.target_id,
    label: row.label ?? '',
    exists: row.label !== null,
    hidden: row.hidden,
    openReports: Number(row.open_reports),
    decision: row.decision,
    decidedAt: iso(row.decided_at),
    lastReportedAt: iso(row.last_reported_at)!,
    owner: {
      id: row.owner_id,
      email: row.owner_email,
      createdAt: iso(row.owner_created_at),
      suspended: row.owner_suspended,
      listings: Number(row.owner_listings),
      otherReports: Number(row.other_reports),
    },
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason as ReportReason,
      message: r.message,
      status: r.status,
      reporterEmail: r.reporter_email,
      createdAt: iso(r.created_at)!,
    })),
  };
}

/** GET /api/admin/reports: one item per reported target, with its reports and its owner's history. */
export async function reportsQueue(db: Db, query: AdminReportsQuery): Promise<AdminReportsPage> {
  const { page, pageSize, status } = query;
  const { rows, total } = await findQueuePage(db, status, pageSize, pageOffset(page, pageSize));
  const reports = await findQueueReports(
    db,
    status,
    rows.map((r) => ({ type: r.target_type, id: r.target_id })),
  );
  const items = rows.map((row) =>
    presentGroup(
      row,
      reports.filter((r) => r.target_type === row.target_type && r.target_id === row.target_id),
    ),
  );
  return { items, total, page, pageSize };
}

/**
 * PATCH /api/admin/reports/{id}: decides the target of report {id}. Every open report of it is
 * closed as `status`; `hide` keeps it hidden (or hides it), else it is shown again. One activity
 * row names the target and its owner, never a reporter. `deleteListing` also deletes the listing
 * (resolved and hidden only), as its owner's delete does, logged as the admin's; `note` goes to the
 * owner's mail and the log, never to a reporter. In the same transaction, the decision's mails
 * (decision 0092): the owner's when the target was hidden, is now, or is deleted, each reporter's.
 */
export async function decideReports(
  db: Db,
  admin: Viewer,
  id: string,
  body: ReportDecisionChange,
  mail: MailSettings,
  now = new Date(),
): Promise<ReportDecision> {
  if (!mayAdminister(admin).allowed) throw adminRequired();
  return db.transaction(async (tx) => {
    const target = await lockTargetOfReport(tx, id);
    if (!target) throw reportNotFound();
    const deletes = body.deleteListing && target.target_type !== 'company' ? target.target_type : null;
    if (body.deleteListing && !(deletes && body.status === 'resolved' && body.hide)) {
      throw badRequest(ADMIN_MESSAGES.reports.deleteInvalid, 'deleteListing', 'DELETE_INVALID');
    }
    const reporters = await decideTarget(
      tx,
      { type: target.target_type, id: target.target_id },
      { status: body.status, hide: body.hide, adminId: admin.userId },
      now,
    );
    await recordActivity(tx, admin, {
      action: body.status === 'dismissed' ? 'report_dismissed' : 'report_resolved',
      targetType: target.target_type,
      targetId: target.target_id,
      details: {
        label: `${target.label ?? target.target_id} (${target.owner_email ?? target.owner_id})`,
        reports: reporters.length,
        before: { hidden: target.hidden },
        after: { hidden: body.hide, ...(body.note ? { note: body.note } : {}) },
      },
    });
    if (target.target_type !== 'company' && target.hidden !== body.hide) {
      await announceListingChange(tx, target.target_type, target.target_id, !target.hidden);
    }
    // The mails name the listing as it was, so they are written before it is deleted.
    await enqueueMails(tx, await decisionMails(tx as unknown as Db, target, body, reporters, mail));
    if (deletes) await deleteListingIn(tx, admin, deletes, target.target_id, now);
    return {
      targetType: target.target_type,
      targetId: target.target_id,
      status: body.status,
      hidden: body.hide,
      closedReports: reporters.length,
    };
  });
}

/**
 * How a recipient reads the target: a listing's route with its located places in their language
 * (decision 0091), a company's name; null when the target is gone (a deleted listing), which
 * leaves the decision unmailed.
 */
async function targetWords(db: Db, target: TargetState): Promise<((locale: Locale) => string) | null> {
  if (target.target_type === 'company') {
    const name = target.label;
    return name ? () => name : null;
  }
  const row = await findListingRow(db, target.target_type, target.target_id);
  if (!row || row.deletedAt !== null) return null;
  const places = await placeRows(
    db,
    [row.originPlaceId, row.destinationPlaceId].filter((placeId) => placeId !== null),
  );
  return (locale) => namedRouteText(row, places, locale);
}

/**
 * What the owner is told, if anything: a deletion or a hiding always; a showing again only of a
 * target that was hidden (one never hidden was never taken from its owner).
 */
function ownerOutcomeOf(target: TargetState, body: ReportDecisionChange): OwnerOutcome | null {
  if (body.deleteListing) return 'deleted';
  if (body.hide) return 'hidden';
  return target.hidden ? 'shown' : null;
}

/**
 * The decision's mails, each in its recipient's language: the owner's when the target was hidden
 * before the decision or is after it (a target never hidden was never taken from its owner, who
 * hears nothing of reports that changed nothing), and one to each reporter whose report it closed.
 */
async function decisionMails(
  db: Db,
  target: TargetState,
  body: ReportDecisionChange,
  reporterIds: readonly string[],
  links: MailSettings,
): Promise<OutgoingMail[]> {
  const ownerOutcome = ownerOutcomeOf(target, body);
  const reporterOutcome = body.deleteListing ? 'deleted' : body.hide ? 'hidden' : body.status;
  const ids = [...(ownerOutcome ? [target.owner_id] : []), ...reporterIds];
  if (ids.length === 0) return [];
  const [words, recipients] = await Promise.all([targetWords(db, target), mailRecipients(db, ids)]);
  if (!words) return [];
  const reporters = new Set(reporterIds);
  return recipients.flatMap((recipient) => {
    const locale = isLocale(recipient.language) ? recipient.language : DEFAULT_LOCALE;
    const about = {
      to: recipient.email,
      locale,
      targetType: target.target_type,
      target: words(locale),
      links,
    };
    const mails: OutgoingMail[] = [];
    if (ownerOutcome && recipient.id === target.owner_id) {
      mails.push(ownerDecisionMail({ ...about, outcome: ownerOutcome, note: body.note }));
    }
    if (reporters.has(recipient.id)) mails.push(reporterDecisionMail({ ...about, outcome: reporterOutcome }));
    return mails;
  });
}

/**
 * PUT /api/admin/users/{id}/suspension: suspends an account (its sessions end, it cannot sign in,
 * and its listings and directory entry are withheld from everyone else) or lifts it; logged, and
 * mailed to the account when it changed.
 */
export async function setSuspension(
  db: Db,
  admin: Viewer,
  userId: string,
  suspended: boolean,
  mail: MailSettings,
  now = new Date(),
): Promise<Suspension> {
  if (!mayAdminister(admin).allowed) throw adminRequired();
  if (userId === admin.userId) throw badRequest(ADMIN_MESSAGES.reports.notSelf, 'id', 'CANNOT_SUSPEND_SELF');
  const suspendedAt = suspended ? now : null;
  return db.transaction(async (tx) => {
    if (!suspended) await resumeAfterSuspension(tx, userId);
    const row = await setSuspended(tx, userId, suspendedAt);
    if (!row) throw notFound(ADMIN_MESSAGES.reports.userNotFound, 'USER_NOT_FOUND');
    const wasSuspended = row.before !== null;
    if (wasSuspended !== suspended) {
      await recordActivity(tx, admin, {
        action: suspended ? 'user_suspended' : 'user_unsuspended',
        targetType: 'user',
        targetId: userId,
        details: { label: row.email, before: { suspended: wasSuspended }, after: { suspended } },
      });
      if (suspended) await pauseForSuspension(tx, userId, now);
      // The account is told, in its language, in the change's transaction (decision 0092).
      const [recipient] = await mailRecipients(tx, [userId]);
      if (recipient) {
        const locale = isLocale(recipient.language) ? recipient.language : DEFAULT_LOCALE;
        await enqueueMails(tx, [suspensionMail({ to: recipient.email, locale, suspended, links: mail })]);
      }
    }
    return {
      userId,
      suspendedAt: suspended ? (wasSuspended ? iso(row.before) : now.toISOString()) : null,
    };
  });
}
