import { and, eq } from 'drizzle-orm';
import { BLOCK_LIMIT, type BlockBody, type BlocksPage, type HiddenCompany } from '@domain/contract/blocks';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { pageOffset, type PageQuery } from '@domain/pagination';
import type { Db } from '../../db/client';
import { listedInDirectory } from '../../db/directory';
import { profiles } from '../../db/schema/index';
import type { Viewer } from '../../platform/auth/session';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { mayViewListing } from '../../policies/listing.policy';
import { accessContext, resolveAccess } from '../contacts/contact-access';
import { findListingRow } from '../listings/listings.service';
import { countBlocks, deleteBlock, findBlocks, insertBlock } from './blocks.repository';

/**
 * Hidden companies (domain/contract/blocks.ts; docs/decisions/0080). The hidden company is the
 * owner of the listing or directory entry the user hid it from; the user never learns who that is
 * beyond what they could already see.
 */

const present = (row: { id: string; label: string; labelKind: string; createdAt: Date }): HiddenCompany => ({
  id: row.id,
  label: row.label,
  labelKind: row.labelKind === 'company' ? 'company' : 'route',
  hiddenAt: row.createdAt.toISOString(),
});

/**
 * The owner behind a target the viewer can see, and the words that name it to them: a directory
 * company's name (public), a listing's contact company name when the viewer may read its contact,
 * else the listing's route.
 */
async function ownerOf(db: Db, viewer: Viewer, { targetType, targetId }: BlockBody, now: Date) {
  if (targetType === 'company') {
    const [row] = await db
      .select({ userId: profiles.userId, companyName: profiles.companyName })
      .from(profiles)
      .where(and(eq(profiles.id, targetId), listedInDirectory(now)));
    if (!row) throw notFound(MESSAGES.contacts.companyNotFound, 'COMPANY_NOT_FOUND');
    return { ownerId: row.userId, label: row.companyName ?? '', labelKind: 'company' as const };
  }
  const row = await findListingRow(db, targetType, targetId);
  if (!row || !mayViewListing(viewer, row, now).allowed) {
    throw notFound(MESSAGES.contacts.listingNotFound, 'LISTING_NOT_FOUND');
  }
  const ctx = await accessContext(db, viewer, now);
  const access = await resolveAccess(db, ctx, targetType, [{ id: row.id, ownerId: row.userId }]);
  const company = access.get(row.id) !== 'locked' ? row.companyName?.trim() : undefined;
  return company
    ? { ownerId: row.userId, label: company, labelKind: 'company' as const }
    : {
        ownerId: row.userId,
        label: `${row.originCity} → ${row.destinationCity}`,
        labelKind: 'route' as const,
      };
}

/** POST /api/me/blocks: hides the target's owner from the viewer's feeds, directory and alerts. */
export async function hideCompany(db: Db, viewer: Viewer, body: BlockBody, now = new Date()) {
  const { ownerId, label, labelKind } = await ownerOf(db, viewer, body, now);
  if (ownerId === viewer.userId) throw badRequest(MESSAGES.blocks.notSelf, 'targetId', 'CANNOT_BLOCK_SELF');
  const row = await insertBlock(
    db,
    { userId: viewer.userId, blockedUserId: ownerId, label, labelKind },
    BLOCK_LIMIT,
  );
  if (!row) throw conflict(fillMessage(MESSAGES.blocks.full, { max: BLOCK_LIMIT }), 'BLOCKS_FULL');
  return present(row);
}

/** DELETE /api/me/blocks/{id}: shows the company again; done whether or not it was hidden. */
export async function showCompany(db: Db, viewer: Viewer, id: string) {
  await deleteBlock(db, viewer.userId, id);
}

export async function hiddenCompanies(db: Db, viewer: Viewer, query: PageQuery): Promise<BlocksPage> {
  const [rows, total] = await Promise.all([
    findBlocks(db, viewer.userId, query.pageSize, pageOffset(query.page, query.pageSize)),
    countBlocks(db, viewer.userId),
  ]);
  return { items: rows.map(present), total, page: query.page, pageSize: query.pageSize };
}
