import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { pageQuerySchema } from '../pagination';
import { pageOf } from './common';

/**
 * Hidden companies (issue 31, item 5; docs/decisions/0080): a signed-in user hides a company from
 * their own feeds, directory and alerts, from one of its listings or its directory entry, and shows
 * it again in the settings. Nothing changes for anybody else, and the company is not told.
 *
 * POST   /api/me/blocks        { targetType, targetId } -> 201 HiddenCompany (also when it was hidden
 *                              already); 400 CANNOT_BLOCK_SELF for one's own; 404 for a listing or
 *                              company the user cannot see; 409 BLOCKS_FULL at BLOCK_LIMIT
 * GET    /api/me/blocks        paged, the latest hidden first
 * DELETE /api/me/blocks/{id}   shows it again: 204, also when it was not hidden
 */
export const BLOCK_LIMIT = 500;

const BLOCK_TARGETS = ['cargo', 'transport', 'company'] as const;

export const blockBodySchema = z.object({
  targetType: z.enum(BLOCK_TARGETS, { error: MESSAGES.blocks.invalidTarget }),
  targetId: z.uuid({ error: MESSAGES.blocks.invalidTarget }),
});
export type BlockBody = z.infer<typeof blockBodySchema>;

/**
 * One hidden company: `label` is what the user saw when hiding it, the company's name where they
 * could see it (`labelKind` "company"), otherwise the listing's route ("route"): hiding a company
 * never tells its contact.
 */
export const hiddenCompanySchema = z.object({
  id: z.string(),
  label: z.string(),
  labelKind: z.enum(['company', 'route']),
  hiddenAt: z.string(),
});
export type HiddenCompany = z.infer<typeof hiddenCompanySchema>;

export const blocksQuerySchema = pageQuerySchema;
export const blocksPageSchema = pageOf(hiddenCompanySchema);
export type BlocksPage = z.infer<typeof blocksPageSchema>;

export const blockParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.blocks.notFound }) });
