import type { TemplateTypeFilter } from '@domain/contract/templates';
import { MESSAGES } from '@domain/messages';

export const TEMPLATE_TYPE_LABELS: Record<TemplateTypeFilter, string> = {
  all: MESSAGES.generic.all,
  cargo: MESSAGES.templates.typeCargo,
  transport: MESSAGES.listingFields.transport,
};
