import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { UndeliveredMailState } from '@domain/contract/admin-mail';
import type { UndeliveredMailCounts } from '@domain/contract/admin';
import { likeContains } from '@domain/feeds';
import { readBoundedPage, type BoundedCount, type BoundedList } from '../../db/bounded-list';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { countLimitFor } from './activity';

export type MailFilters = { state?: UndeliveredMailState; q: string };

// Mail not delivered: given up, or pending after a failed attempt. The same condition as the
// partial index email_outbox_undelivered_idx (migration 0020), so every read here walks only it.
const undelivered = sql`(${emailOutbox.status} = 'failed' or (${emailOutbox.status} = 'pending' and ${emailOutbox.attempts} > 0))`;

const columns = {
  id: emailOutbox.id,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  kind: emailOutbox.kind,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  lastAttemptAt: emailOutbox.lastAttemptAt,
};

export type MailRow = {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
};

function mailWhere(f: MailFilters): SQL {
  const conditions: SQL[] = [undelivered];
  if (f.state === 'failed') conditions.push(sql`${emailOutbox.status} = 'failed'`);
  if (f.state === 'retrying') conditions.push(sql`${emailOutbox.status} = 'pending'`);
  if (f.q) {
    const like = likeContains(f.q);
    conditions.push(
      sql`(lower(${emailOutbox.toAddress}) like ${like} or lower(${emailOutbox.subject}) like ${like})`,
    );
  }
  return and(...conditions)!;
}

/**
 * A page of undelivered mail, newest first, and its bounded total (db/bounded-list.ts). Read in the
 * order of the partial index, which holds only undelivered mail: a search filters those few rows.
 */
export async function findMailPage(
  db: Db,
  filters: MailFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: MailRow[]; count: BoundedCount }> {
  const where = mailWhere(filters);
  const list: BoundedList = {
    key: `admin-mail:${JSON.stringify([filters.state ?? '', filters.q])}`,
    limit: countLimitFor(filters.q),
    collectFirst: false,
    matches: sql`select id, created_at from ${emailOutbox} where ${where}`,
    order: sql`created_at desc nulls last, id desc nulls last`,
    counted: sql`${emailOutbox} where ${where}`,
  };
  return readBoundedPage(db, list, page, () =>
    db
      .select(columns)
      .from(emailOutbox)
      .where(where)
      .orderBy(sql`${emailOutbox.createdAt} desc nulls last`, sql`${emailOutbox.id} desc nulls last`)
      .limit(page.limit)
      .offset(page.offset),
  );
}

/** The failed and the retrying mail, counted in one pass over the partial index. */
export async function countUndelivered(db: Db): Promise<UndeliveredMailCounts> {
  const [row] = await queryRows<{ failed: number; retrying: number }>(
    db,
    sql`select count(*) filter (where status = 'failed')::int as failed,
          count(*) filter (where status = 'pending')::int as retrying
        from ${emailOutbox} where ${undelivered}`,
  );
  return { failed: Number(row?.failed ?? 0), retrying: Number(row?.retrying ?? 0) };
}

/** One message, locked until the transaction ends, so two admins sending it again are told apart. */
export async function lockMailRow(tx: DbOrTx, id: string): Promise<MailRow | undefined> {
  const [row] = await tx.select(columns).from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
  return row;
}
