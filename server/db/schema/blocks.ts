import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The companies a user hid from their own feeds, directory and alerts (issue 31, item 5; decision
 * 0080): the hidden company is its owner, `blocked_user_id`, never shown to the blocker; `label` is
 * what the blocker saw when hiding it (the company's name where the blocker could see it, else the
 * listing's route), so the settings list names it without revealing a contact.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: text('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    labelKind: text('label_kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One per pair; also what feeds and alerts ask (whether this user hid that owner).
    uniqueIndex('user_blocks_pair_idx').on(t.userId, t.blockedUserId),
    // The settings list, the latest first.
    index('user_blocks_user_idx').on(t.userId, t.createdAt.desc()),
    // The live stream: who hid a listing's owner.
    index('user_blocks_blocked_idx').on(t.blockedUserId),
    check('user_blocks_label_kind_check', sql`${t.labelKind} in ('company', 'route')`),
    check('user_blocks_not_self_check', sql`${t.userId} <> ${t.blockedUserId}`),
  ],
);
