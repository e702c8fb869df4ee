import * as z from 'zod/mini';
import { LISTING_TYPES } from '../plans';
import { MESSAGES } from '../messages';

/**
 * Saved listing templates (/api/templates). The bodies (create, update) are domain/listing-input.ts's;
 * `data` holds the listing's fields as that file's template data schemas describe them.
 */
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(LISTING_TYPES),
  data: z.record(z.string(), z.unknown()),
  isFavorite: z.boolean(),
  usageCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingTemplate = z.infer<typeof templateSchema>;

export const templateListSchema = z.object({ items: z.array(templateSchema) });

export const templateIdParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.schema.invalidTemplateId }) });

export const TEMPLATE_TYPE_FILTERS = ['all', 'cargo', 'transport'] as const;
export type TemplateTypeFilter = (typeof TEMPLATE_TYPE_FILTERS)[number];

export const templateListQuerySchema = z.object({
  q: z.pipe(
    z.transform((v: unknown) => (v === '' || v === null ? undefined : v)),
    z.optional(z.string().check(z.trim(), z.maxLength(100, { error: MESSAGES.schema.search100 }))),
  ),
  type: z._default(z.enum(TEMPLATE_TYPE_FILTERS, { error: MESSAGES.schema.templateTypeFilter }), 'all'),
});
