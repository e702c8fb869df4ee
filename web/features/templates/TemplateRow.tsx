import { ArrowRight, Package, Star, Trash2, Truck } from 'lucide-react';
import { countMessage, fillMessage } from '@domain/catalogue';
import { formatDate } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { templateRoute } from './template-display';
import type { ListingTemplate } from '@domain/contract/templates';

interface TemplateRowProps {
  template: ListingTemplate;
  onUse: () => void;
  onToggleFavorite: () => void;
  onDelete: () => void;
}

export function TemplateRow({ template, onUse, onToggleFavorite, onDelete }: TemplateRowProps) {
  const route = templateRoute(template.data);
  const TypeIcon = template.type === 'cargo' ? Package : Truck;
  return (
    <li
      data-template-id={template.id}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:p-4"
    >
      <div className="flex min-w-0 flex-1 items-start gap-2">
        <button
          type="button"
          aria-pressed={template.isFavorite}
          aria-label={fillMessage(MESSAGES.templates.favoriteLabel, { name: template.name })}
          title={template.isFavorite ? MESSAGES.templates.removeFavorite : MESSAGES.templates.addFavorite}
          onClick={onToggleFavorite}
          className="-m-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Star
            aria-hidden="true"
            className={cn('size-5', template.isFavorite ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
          />
        </button>
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{template.name}</p>
            <Badge tone={template.type === 'cargo' ? 'brand' : 'neutral'}>
              <TypeIcon aria-hidden="true" />
              {template.type === 'cargo' ? MESSAGES.listingFields.cargo : MESSAGES.listingFields.transport}
            </Badge>
          </div>
          {route && <p className="text-sm text-slate-700">{route}</p>}
          <p className="text-xs text-slate-500">
            {countMessage(MESSAGES.templates.usage, template.usageCount, {
              date: formatDate(template.updatedAt),
            })}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2 self-end sm:self-center">
        <Button
          variant="ghost"
          size="icon"
          aria-label={fillMessage(MESSAGES.templates.deleteLabel, { name: template.name })}
          onClick={onDelete}
          className="text-slate-500 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" />
        </Button>
        <Button
          onClick={onUse}
          aria-label={fillMessage(MESSAGES.templates.useLabel, { name: template.name })}
        >
          {MESSAGES.templates.use}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
