import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import * as z from 'zod/mini';
import { templateNameSchema, TEMPLATE_NAME_MAX } from '@domain/listing-input';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@web/components/ui/dialog';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError, type SessionNotice } from '@web/lib/api';
import { useDiscardGuard, useReportDirty } from '@web/lib/unsaved-changes';
import { useSaveTemplate } from './use-template-mutations';

interface SaveTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listingType: ListingType;
  /** The fields to keep, read when the user saves (so the latest typing is in). */
  data: Record<string, unknown>;
  /** A suggestion such as the route; the user can change it. */
  suggestedName?: string;
  /** The screen's words for a session lost on saving. */
  sessionNotice?: SessionNotice;
}

/** Asks for the template's name (non-blank) and saves the listing's fields under it. */
export function SaveTemplateDialog({
  open,
  onOpenChange,
  listingType,
  data,
  suggestedName = '',
  sessionNotice,
}: SaveTemplateDialogProps) {
  const save = useSaveTemplate(sessionNotice);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  // A name typed over the suggestion is asked about before Esc or ✕ throws it away.
  const guard = useDiscardGuard(close);
  const changeOpen = (next: boolean) => {
    if (!next && save.isPending) return;
    if (next) onOpenChange(true);
    else guard.requestClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <DialogContent size="sm">
        {open && (
          <SaveTemplateForm
            listingType={listingType}
            data={data}
            suggestedName={suggestedName}
            save={save}
            onSaved={close}
            onDirtyChange={guard.setDirty}
          />
        )}
      </DialogContent>
    </Dialog.Root>
  );
}

interface FormProps {
  listingType: ListingType;
  data: Record<string, unknown>;
  suggestedName: string;
  save: ReturnType<typeof useSaveTemplate>;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

const saveTemplateSchema = z.object({ templateName: templateNameSchema });

function SaveTemplateForm({ listingType, data, suggestedName, save, onSaved, onDirtyChange }: FormProps) {
  const form = useForm({
    defaultValues: { templateName: suggestedName },
    resolver: zodResolver(saveTemplateSchema),
    reValidateMode: 'onSubmit',
    // The name field has the focus from the start; a refused name leaves it where the user is.
    shouldFocusError: false,
  });
  const error = form.formState.errors.templateName?.message ?? null;
  useReportDirty(form.formState.isDirty, onDirtyChange);

  const submit = ({ templateName }: z.output<typeof saveTemplateSchema>) => {
    if (save.isPending) return;
    save.mutate(
      { name: templateName, type: listingType, data },
      {
        onSuccess: () => {
          toast.success(MESSAGES.templates.saved);
          onSaved();
        },
        onError: (cause) => {
          // A lost session is the session layer's to announce; the name stays for after signing in.
          if (cause instanceof ApiError && cause.status === 401) return;
          toast.error(MESSAGES.templates.saveError, {
            description: cause instanceof ApiError ? cause.message : undefined,
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // React bubbles a submit out of the dialog's portal to whatever screen opened it; it is not theirs.
        event.stopPropagation();
        void form.handleSubmit(submit)(event);
      }}
      className="flex min-h-0 flex-col"
    >
      <DialogHeader
        title={MESSAGES.templates.saveAsTemplate}
        description={MESSAGES.templates.saveDescription}
        closeDisabled={save.isPending}
      />
      <DialogBody>
        <FormField label={MESSAGES.templates.nameLabel} error={error} required>
          {({ inputId, describedBy, invalid }) => (
            <Input
              id={inputId}
              autoFocus
              autoComplete="off"
              maxLength={TEMPLATE_NAME_MAX}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              aria-required="true"
              {...registerField(form, 'templateName')}
            />
          )}
        </FormField>
      </DialogBody>
      <DialogFooter>
        <Dialog.Close asChild>
          <Button variant="outline" disabled={save.isPending}>
            {MESSAGES.generic.cancel}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {MESSAGES.templates.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
