import type { TemplateTypeFilter } from '@domain/contract/templates';

export const TEMPLATE_TYPE_LABELS: Record<TemplateTypeFilter, string> = {
  all: 'Kõik',
  cargo: 'Kaubad',
  transport: 'Transport',
};
