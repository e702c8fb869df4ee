import type { TemplateCreate } from '@domain/listing-input';
import { MESSAGES } from '@domain/messages';
import type { Db } from '../../db/client';
import type { Viewer } from '../../platform/auth/session';
import { forbidden, notFound } from '../../platform/errors';
import { mayUseTemplates } from '../../policies/plan.policy';
import { accessContext } from '../contacts/contact-access';
import {
  countUse,
  findTemplates,
  insertTemplate,
  removeTemplate,
  updateTemplate,
  type TemplateKind,
  type TemplateRow,
} from './templates.repository';

/**
 * Saved listing templates: premium (or trial) only, whatever the client sends, and only ever the
 * owner's own. A template of someone else is "not found", so ids reveal nothing.
 */

export type TemplateItem = {
  id: string;
  name: string;
  type: TemplateKind;
  data: Record<string, unknown>;
  isFavorite: boolean;
  usageCount: number;
  createdAt: string;
  updatedAt: string;
};

const T = MESSAGES.templates;

function present(row: TemplateRow): TemplateItem {
  return {
    id: row.id,
    name: row.templateName,
    type: row.templateType as TemplateKind,
    data: row.templateData,
    isFavorite: row.isFavorite,
    usageCount: row.usageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function requirePremium(db: Db, viewer: Viewer, now: Date) {
  const { hasAccess } = await accessContext(db, viewer, now);
  if (!mayUseTemplates({ hasPremium: hasAccess }).allowed) throw forbidden(T.premiumOnly, 'ACCESS_REQUIRED');
}

const templateNotFound = () => notFound(T.notFound, 'TEMPLATE_NOT_FOUND');

export async function listTemplates(
  db: Db,
  viewer: Viewer,
  query: { q?: string; type: 'all' | TemplateKind },
  now = new Date(),
): Promise<{ items: TemplateItem[] }> {
  await requirePremium(db, viewer, now);
  const rows = await findTemplates(db, viewer.userId, {
    q: query.q,
    type: query.type === 'all' ? undefined : query.type,
  });
  return { items: rows.map(present) };
}

export async function createTemplate(db: Db, viewer: Viewer, input: TemplateCreate, now = new Date()) {
  await requirePremium(db, viewer, now);
  const row = await insertTemplate(db, {
    userId: viewer.userId,
    name: input.name,
    type: input.type,
    data: input.data as Record<string, unknown>,
    now,
  });
  return present(row);
}

export async function changeTemplate(
  db: Db,
  viewer: Viewer,
  id: string,
  change: { name?: string; isFavorite?: boolean },
  now = new Date(),
) {
  await requirePremium(db, viewer, now);
  const row = await updateTemplate(db, viewer.userId, id, {
    ...(change.name !== undefined ? { templateName: change.name } : {}),
    ...(change.isFavorite !== undefined ? { isFavorite: change.isFavorite } : {}),
    updatedAt: now,
  });
  if (!row) throw templateNotFound();
  return present(row);
}

/** Counts a use and answers the template, whose data the wizard loads. */
export async function useTemplate(db: Db, viewer: Viewer, id: string, now = new Date()) {
  await requirePremium(db, viewer, now);
  const row = await countUse(db, viewer.userId, id);
  if (!row) throw templateNotFound();
  return present(row);
}

export async function deleteTemplate(db: Db, viewer: Viewer, id: string, now = new Date()) {
  await requirePremium(db, viewer, now);
  if (!(await removeTemplate(db, viewer.userId, id))) throw templateNotFound();
}
