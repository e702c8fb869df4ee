import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { likeContains } from '@domain/feeds';
import type { Db } from '../../db/client';
import { adTemplates } from '../../db/schema/index';

export type TemplateRow = typeof adTemplates.$inferSelect;
export type TemplateKind = 'cargo' | 'transport';

// Company templates exist in the data but the product does not offer them: they are invisible, as
// deleted ones are.
const offered = and(
  inArray(adTemplates.templateType, ['cargo', 'transport']),
  isNull(adTemplates.deletedAt),
)!;
const own = (userId: string, id: string) =>
  and(eq(adTemplates.id, id), eq(adTemplates.userId, userId), offered)!;

// Far beyond what a dispatcher keeps; bounds the answer whatever a database holds.
const TEMPLATE_LIST_LIMIT = 500;

/**
 * The user's templates: favourites first, then the most used, then the latest updated (the spec's
 * order, which the ad_templates_user_order_idx index follows). `q` matches the name or the route.
 */
export async function findTemplates(
  db: Db,
  userId: string,
  filter: { q?: string; type?: TemplateKind },
): Promise<TemplateRow[]> {
  const t = adTemplates;
  let search: SQL | undefined;
  if (filter.q) {
    const pattern = likeContains(filter.q);
    search = or(
      sql`lower(${t.templateName}) like ${pattern}`,
      sql`lower(coalesce(${t.templateData}->>'originCity', '')) like ${pattern}`,
      sql`lower(coalesce(${t.templateData}->>'destinationCity', '')) like ${pattern}`,
    );
  }
  return db
    .select()
    .from(t)
    .where(
      and(eq(t.userId, userId), offered, filter.type ? eq(t.templateType, filter.type) : undefined, search),
    )
    .orderBy(desc(t.isFavorite), desc(t.usageCount), desc(t.updatedAt), desc(t.id))
    .limit(TEMPLATE_LIST_LIMIT);
}

export async function insertTemplate(
  db: Db,
  values: { userId: string; name: string; type: TemplateKind; data: Record<string, unknown>; now: Date },
): Promise<TemplateRow> {
  const [row] = await db
    .insert(adTemplates)
    .values({
      userId: values.userId,
      templateName: values.name,
      templateType: values.type,
      templateData: values.data,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

export async function updateTemplate(
  db: Db,
  userId: string,
  id: string,
  set: { templateName?: string; isFavorite?: boolean; updatedAt: Date },
): Promise<TemplateRow | undefined> {
  const [row] = await db.update(adTemplates).set(set).where(own(userId, id)).returning();
  return row;
}

/** One more use, counted by the database so parallel uses all count. */
export async function countUse(db: Db, userId: string, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(adTemplates)
    .set({ usageCount: sql`${adTemplates.usageCount} + 1` })
    .where(own(userId, id))
    .returning();
  return row;
}

/** Deletes a template for its owner: it leaves every list, and the row stays (soft delete). */
export async function removeTemplate(db: Db, userId: string, id: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(adTemplates)
    .set({ deletedAt: now, updatedAt: now })
    .where(own(userId, id))
    .returning({ id: adTemplates.id });
  return rows.length > 0;
}
