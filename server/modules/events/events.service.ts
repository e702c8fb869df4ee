import type { FastifyBaseLogger } from 'fastify';
import type { ListingType } from '@domain/plans';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { accessContext, resolveAccess } from '../contacts/contact-access';
import { presentCargo, presentTransport } from '../listings/listings.presenter';
import { findCargoById, findTransportById } from '../listings/listings.repository';

/** What the database announces on the veoturg_changes channel (ids only). */
export type Change =
  | { kind: 'listing'; listingType: ListingType; id: string; op: 'insert' | 'update' | 'delete' }
  | { kind: 'companies'; op: string };

export type EventClient = { viewer: Viewer | null; send: (event: string, data: unknown) => void };

export function parseChange(payload: string): Change | null {
  try {
    const c = JSON.parse(payload) as Change;
    if (c.kind === 'companies') return c;
    if (c.kind === 'listing' && (c.listingType === 'cargo' || c.listingType === 'transport') && c.id)
      return c;
  } catch {
    // Not ours.
  }
  return null;
}

/**
 * Sends one change to every connected client, each getting only what it may see: a live listing
 * presented for that viewer (contact details only when entitled), or just its id to remove.
 */
export async function fanOut(db: Db, change: Change, clients: Iterable<EventClient>, log: FastifyBaseLogger) {
  const targets = [...clients];
  if (targets.length === 0) return;
  if (change.kind === 'companies') {
    for (const c of targets) c.send('companies', { op: 'changed' });
    return;
  }
  const now = new Date();
  const row =
    change.op === 'delete'
      ? undefined
      : change.listingType === 'cargo'
        ? await findCargoById(db, change.id)
        : await findTransportById(db, change.id);
  const live = row && !row.deletedAt && row.status === 'active' && (!row.expiresAt || row.expiresAt > now);
  if (!row || !live) {
    for (const c of targets)
      c.send('listing', { op: 'remove', listingType: change.listingType, id: change.id });
    return;
  }
  for (const client of targets) {
    try {
      const ctx = await accessContext(db, client.viewer, now);
      const access = (
        await resolveAccess(db, ctx, change.listingType, [{ id: row.id, ownerId: row.userId }])
      ).get(row.id)!;
      const item =
        change.listingType === 'cargo'
          ? presentCargo(row as Parameters<typeof presentCargo>[0], access, ctx.userId)
          : presentTransport(row as Parameters<typeof presentTransport>[0], access, ctx.userId);
      client.send('listing', {
        op: change.op === 'insert' ? 'insert' : 'update',
        listingType: change.listingType,
        item,
      });
    } catch (error) {
      log.warn({ err: error }, 'live update for one client failed');
    }
  }
}
