import { FileText, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@web/lib/toast';
import {
  TEMPLATE_TYPE_FILTERS,
  type ListingTemplate,
  type TemplateTypeFilter,
} from '@domain/contract/templates';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Dialog, DialogBody, DialogContent, DialogHeader } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { SegmentedControl } from '@web/components/ui/segmented';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-card';
import { useDebouncedInput } from '@web/lib/use-debounced-input';
import { emptyTemplatesText } from './template-display';
import { TemplateRow } from './TemplateRow';
import { TEMPLATE_TYPE_LABELS } from './types';
import { useCountTemplateUse, useDeleteTemplate, useUpdateTemplate } from './use-template-mutations';
import { useTemplates } from './use-templates';

interface TemplatesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What "Kasuta" does with the chosen template (fill the wizard, or open it from another page). */
  onUse: (template: ListingTemplate) => void;
  /** The type to list first; the user can change it. */
  initialType?: TemplateTypeFilter;
}

/** "Minu mallid": search, type filter, favourite star, delete and use (spec §2, dialog 3). */
export function TemplatesDialog({ open, onOpenChange, onUse, initialType = 'all' }: TemplatesDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" sheet aria-describedby={undefined}>
        {open && <TemplatesBody initialType={initialType} onUse={onUse} />}
      </DialogContent>
    </Dialog.Root>
  );
}

function TemplatesBody({
  initialType,
  onUse,
}: {
  initialType: TemplateTypeFilter;
  onUse: TemplatesDialogProps['onUse'];
}) {
  const [q, setQ] = useState('');
  const [type, setType] = useState<TemplateTypeFilter>(initialType);
  const search = useDebouncedInput(q, setQ);
  const templates = useTemplates(q, type);
  const update = useUpdateTemplate();
  const countUse = useCountTemplateUse();
  const remove = useDeleteTemplate();
  const [deleting, setDeleting] = useState<ListingTemplate | null>(null);

  const toggleFavorite = (template: ListingTemplate) =>
    update.mutate(
      { id: template.id, isFavorite: !template.isFavorite },
      { onError: () => toast.error(MESSAGES.templates.saveError) },
    );

  const use = (template: ListingTemplate) => {
    // Counting is bookkeeping for the sort order; the user does not wait for it.
    countUse.mutate(template.id);
    onUse(template);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(MESSAGES.templates.deleted);
        setDeleting(null);
      },
      onError: () => toast.error(MESSAGES.templates.deleteError),
    });
  };

  // The spec says it as a toast; the dialog also shows it where the list would be, with a retry.
  const failed = templates.isError && templates.fetchStatus === 'idle';
  useEffect(() => {
    if (failed) toast.error(MESSAGES.templates.loadError, { id: 'templates-load-error' });
  }, [failed]);

  const items = templates.data ?? [];
  // The star answers the click at once; the list (and its order) follows when the server has it.
  const withPendingFavorite = (template: ListingTemplate): ListingTemplate =>
    update.isPending && update.variables.id === template.id && update.variables.isFavorite !== undefined
      ? { ...template, isFavorite: update.variables.isFavorite }
      : template;

  return (
    <>
      <DialogHeader title={MESSAGES.templates.myTemplates}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              type="search"
              aria-label={MESSAGES.templates.search}
              placeholder={MESSAGES.templates.searchPlaceholder}
              value={search.text}
              onChange={(event) => search.setText(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && search.flush()}
              className="pl-9"
            />
          </div>
          <SegmentedControl
            label={MESSAGES.templates.typeLabel}
            value={type}
            onChange={setType}
            options={TEMPLATE_TYPE_FILTERS.map((value) => ({ value, label: TEMPLATE_TYPE_LABELS[value] }))}
          />
        </div>
      </DialogHeader>
      <DialogBody aria-busy={templates.isFetching || undefined}>
        {templates.isPending ? (
          <TemplatesSkeleton />
        ) : templates.isError && items.length === 0 ? (
          <ErrorState
            title={MESSAGES.templates.loadError}
            message={templates.error?.message}
            onRetry={() => void templates.refetch()}
            retrying={templates.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={FileText} {...emptyTemplatesText(q, type)} />
        ) : (
          <ul aria-label={MESSAGES.templates.listLabel} className="flex flex-col gap-3">
            {items.map((template) => (
              <TemplateRow
                key={template.id}
                template={withPendingFavorite(template)}
                onUse={() => use(template)}
                onToggleFavorite={() => toggleFavorite(template)}
                onDelete={() => setDeleting(template)}
              />
            ))}
          </ul>
        )}
      </DialogBody>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={MESSAGES.templates.deleteTitle}
        description={fillMessage(MESSAGES.templates.deleteText, { name: deleting?.name ?? '' })}
        confirmLabel={MESSAGES.generic.delete}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

function TemplatesSkeleton() {
  return (
    <div role="status" aria-label={MESSAGES.templates.loading} className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4"
        >
          <Skeleton className="h-5 w-48 max-w-full" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      ))}
    </div>
  );
}
