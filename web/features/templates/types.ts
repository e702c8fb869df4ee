import type { ListingType } from '@domain/plans';

export interface ListingTemplate {
  id: string;
  name: string;
  type: ListingType;
  /** The listing's fields as saved (see domain/listing-input.ts, template data). */
  data: Record<string, unknown>;
  isFavorite: boolean;
  usageCount: number;
  createdAt: string;
  updatedAt: string;
}

export const TEMPLATE_TYPE_FILTERS = ['all', 'cargo', 'transport'] as const;
export type TemplateTypeFilter = (typeof TEMPLATE_TYPE_FILTERS)[number];

export const TEMPLATE_TYPE_LABELS: Record<TemplateTypeFilter, string> = {
  all: 'Kõik',
  cargo: 'Kaubad',
  transport: 'Transport',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One template of an answer, or null for anything the dialog could not show or use. */
export function parseTemplate(value: unknown): ListingTemplate | null {
  if (!isRecord(value)) return null;
  const { id, name, type, data } = value;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  // Company templates exist in the earlier product's data; the dialog has no use for them.
  if (type !== 'cargo' && type !== 'transport') return null;
  return {
    id,
    name,
    type,
    data: isRecord(data) ? data : {},
    isFavorite: value.isFavorite === true,
    usageCount: typeof value.usageCount === 'number' ? value.usageCount : 0,
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : '',
    updatedAt: typeof value.updatedAt === 'string' ? value.updatedAt : '',
  };
}

export function parseTemplateList(value: unknown): ListingTemplate[] {
  const items = isRecord(value) && Array.isArray(value.items) ? value.items : [];
  return items.map(parseTemplate).filter((t): t is ListingTemplate => t !== null);
}
