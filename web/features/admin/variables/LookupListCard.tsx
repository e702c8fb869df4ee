import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { Check, Languages, ListPlus, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useCallback, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { countMessage, fillMessage } from '@domain/catalogue';
import { LOOKUP_NAME_MAX, type AdminLookupItem } from '@domain/contract/admin-lookups';
import { formatNumber } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import type { LookupTable } from '@domain/reference';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { EmptyState, ErrorState } from '@web/components/ui/status-card';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { missingLabelsNote } from './lookup-labels-draft';
import { LookupLabelsDialog } from './LookupLabelsDialog';
import { useAddLookup, useDeleteLookup, useRenameLookup } from './use-lookup-mutations';
import { useLookups } from './use-lookups';

// The server's reason (a name the list already has) under the spec's per-list error title.
function failed(title: string, error: unknown) {
  console.error(title, error);
  toast.error(title, { description: error instanceof ApiError ? error.message : undefined });
}

const V = ADMIN_MESSAGES.variables;
const C = ADMIN_MESSAGES.common;

// The row's buttons: 44 px, a thumb's target.
const ROW_BUTTON = 'size-11';

/**
 * One lookup list: add a value, rename one in place (Enter saves, Escape cancels), set its labels in
 * the other languages (a dialog), delete one.
 */
export function LookupListCard({ list }: { list: LookupTable }) {
  const texts = ADMIN_MESSAGES.variables.lists[list];
  const lookups = useLookups(list);
  const add = useAddLookup(list);
  const remove = useDeleteLookup(list);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminLookupItem | null>(null);
  const [labelling, setLabelling] = useState<AdminLookupItem | null>(null);
  const closeLabels = useCallback(() => setLabelling(null), []);
  // Where the focus goes back to when an edit closes: that row's edit button.
  const refocus = useRef<string | null>(null);
  const items = lookups.data?.items;
  const untranslated = items?.filter((item) => item.missingLabels.length > 0).length ?? 0;

  const submitAdd = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    // An empty name is ignored silently (the spec).
    if (!name || add.isPending) return;
    add.mutate(name, {
      onSuccess: () => {
        toast.success(texts.added);
        setDraft('');
      },
      onError: (error) => failed(texts.addError, error),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(texts.deleted);
        setDeleting(null);
      },
      onError: (error) => failed(texts.deleteError, error),
    });
  };

  return (
    <Card className="min-w-0 gap-5 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{texts.title}</h2>
        {items && (
          <div className="flex flex-wrap items-center justify-end gap-2">
            {untranslated > 0 && (
              <Badge
                className="bg-amber-50 text-amber-800 ring-amber-300"
                title={fillMessage(V.untranslatedTitle, { count: formatNumber(untranslated) })}
              >
                <span aria-hidden="true">
                  {fillMessage(V.untranslated, { count: formatNumber(untranslated) })}
                </span>
                <span className="sr-only">
                  {fillMessage(V.untranslatedTitle, { count: formatNumber(untranslated) })}
                </span>
              </Badge>
            )}
            <Badge>{formatNumber(items.length)}</Badge>
          </div>
        )}
      </div>

      <form
        onSubmit={submitAdd}
        className="flex gap-2"
        aria-label={fillMessage(V.addValue, { list: texts.title })}
      >
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={LOOKUP_NAME_MAX[list]}
          aria-label={V.newValue}
          placeholder={V.newValue}
          autoComplete="off"
          enterKeyHint="done"
        />
        <Button
          type="submit"
          className="h-11"
          disabled={add.isPending}
          aria-busy={add.isPending || undefined}
        >
          <Plus aria-hidden="true" />
          {C.add}
        </Button>
      </form>

      {lookups.isError && !items ? (
        <ErrorState
          title={ADMIN_MESSAGES.variables.loadError}
          onRetry={() => void lookups.refetch()}
          retrying={lookups.isFetching}
          className="shadow-none"
        />
      ) : !items ? (
        <div role="status" aria-label={MESSAGES.generic.loading} className="flex flex-col gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState icon={ListPlus} title={V.empty} hint={V.emptyHint} className="shadow-none" />
      ) : (
        <ul
          aria-label={texts.title}
          className="flex flex-col divide-y divide-slate-100 border-y border-slate-100"
        >
          {items.map((item) =>
            editing === item.id ? (
              <RenameRow
                key={item.id}
                list={list}
                item={item}
                onDone={() => {
                  refocus.current = item.id;
                  setEditing(null);
                }}
              />
            ) : (
              <li key={item.id} className="flex min-h-14 items-center gap-2 py-2 sm:gap-3">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium break-words text-slate-900">{item.name}</span>
                  {item.usage !== undefined && (
                    <span className="text-sm text-slate-500">
                      {item.usage > 0 ? countMessage(V.usage, item.usage) : V.notUsed}
                    </span>
                  )}
                  {item.missingLabels.length > 0 && (
                    <span className="text-sm text-amber-800">{missingLabelsNote(item.missingLabels)}</span>
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className={ROW_BUTTON}
                  aria-label={fillMessage(V.translationsOf, { name: item.name })}
                  title={V.translations}
                  onClick={() => setLabelling(item)}
                >
                  <Languages aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className={ROW_BUTTON}
                  aria-label={fillMessage(C.editName, { name: item.name })}
                  title={C.edit}
                  onClick={() => setEditing(item.id)}
                  ref={(node) => {
                    if (node && refocus.current === item.id) {
                      refocus.current = null;
                      node.focus();
                    }
                  }}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className={cn(ROW_BUTTON, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
                  aria-label={fillMessage(C.deleteName, { name: item.name })}
                  title={MESSAGES.generic.delete}
                  onClick={() => setDeleting(item)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ),
          )}
        </ul>
      )}

      <LookupLabelsDialog list={list} item={labelling} onClose={closeLabels} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={fillMessage(V.deleteTitle, { name: deleting?.name ?? '' })}
        description={
          <>
            {V.deleteText}
            {deleting?.usage ? ` ${countMessage(V.usageNow, deleting.usage)}` : ''}
          </>
        }
        confirmLabel={MESSAGES.generic.delete}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

function RenameRow({ list, item, onDone }: { list: LookupTable; item: AdminLookupItem; onDone: () => void }) {
  const texts = ADMIN_MESSAGES.variables.lists[list];
  const rename = useRenameLookup(list);
  const [name, setName] = useState(item.name);

  const save = () => {
    const next = name.trim();
    // An empty name is ignored silently (the spec); the same name needs no request.
    if (!next || rename.isPending) return;
    if (next === item.name) {
      onDone();
      return;
    }
    rename.mutate(
      { id: item.id, name: next },
      {
        onSuccess: () => {
          toast.success(texts.updated);
          onDone();
        },
        onError: (error) => failed(texts.updateError, error),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape' && !rename.isPending) {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <li className="flex min-h-14 items-center gap-2 py-2">
      <Input
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={LOOKUP_NAME_MAX[list]}
        aria-label={fillMessage(V.newName, { name: item.name })}
        autoComplete="off"
        enterKeyHint="done"
        // Opened by the admin's own click on "Muuda": the field is what they came for.
        autoFocus
        readOnly={rename.isPending}
      />
      <Button
        variant="ghost"
        size="icon"
        className="text-green-700 hover:bg-green-50"
        aria-label={C.save}
        title={V.saveEnter}
        onClick={save}
        disabled={rename.isPending}
      >
        <Check aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={MESSAGES.generic.cancel}
        title={V.cancelEscape}
        onClick={onDone}
        disabled={rename.isPending}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
