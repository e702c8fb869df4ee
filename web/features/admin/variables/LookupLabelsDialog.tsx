import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { fillMessage } from '@domain/catalogue';
import { OTHER_LOCALES } from '@domain/locales';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { LOOKUP_NAME_MAX, type AdminLookupItem } from '@domain/contract/admin-lookups';
import { MESSAGES } from '@domain/messages';
import type { LookupTable } from '@domain/reference';
import { Button } from '@web/components/ui/button';
import { DialogBody, DialogContent, DialogFooter, DialogHeader } from '@web/components/ui/dialog';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useDiscardGuard, useReportDirty } from '@web/lib/unsaved-changes';
import {
  LABEL_LANGUAGES,
  labelFieldOf,
  labelsDraft,
  labelsFormSchema,
  type LabelsBody,
  type LabelsDraft,
} from './lookup-labels-draft';
import { useSetLookupLabels } from './use-lookup-mutations';

const V = ADMIN_MESSAGES.variables;

interface LookupLabelsDialogProps {
  list: LookupTable;
  item: AdminLookupItem | null;
  onClose: () => void;
}

/** A value's labels in the other five languages; a blank one means that language sees the Estonian name. */
export function LookupLabelsDialog({ list, item, onClose }: LookupLabelsDialogProps) {
  const save = useSetLookupLabels(list);
  // Esc, ✕, "Tühista" or a click beside it: asks first when a label was changed.
  const guard = useDiscardGuard(onClose);
  // Radix gives the focus back to a Dialog.Trigger only; this dialog is opened by a row's button, so
  // the focus goes back to that button (the element focused when the dialog opened).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(open) => !open && !save.isPending && guard.requestClose()}
    >
      <DialogContent
        size="md"
        sheet
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
          opener.current = null;
        }}
      >
        {item && (
          <LabelsForm
            key={item.id}
            list={list}
            item={item}
            save={save}
            onSaved={onClose}
            onDirtyChange={guard.setDirty}
          />
        )}
      </DialogContent>
    </Dialog.Root>
  );
}

interface LabelsFormProps {
  list: LookupTable;
  item: AdminLookupItem;
  save: ReturnType<typeof useSetLookupLabels>;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function LabelsForm({ list, item, save, onSaved, onDirtyChange }: LabelsFormProps) {
  const form = useForm<LabelsDraft, unknown, LabelsBody>({
    defaultValues: labelsDraft(item),
    resolver: zodResolver(labelsFormSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  useReportDirty(form.formState.isDirty, onDirtyChange);

  const submit = ({ labels }: LabelsBody) =>
    save.mutate(
      { id: item.id, labels },
      {
        onSuccess: () => {
          toast.success(V.labelsSaved);
          onSaved();
        },
        // The dialog stays open with what was typed: the reason under its field, or in a toast.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          const field = labelFieldOf(error);
          if (field) {
            form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
            return;
          }
          console.error('Saving the labels failed', error);
          toast.error(V.labelsSaveError, {
            description: error instanceof ApiError ? error.message : MESSAGES.generic.unknown,
          });
        },
      },
    );

  return (
    <>
      <DialogHeader
        title={fillMessage(V.labelsTitle, { name: item.name })}
        description={V.labelsDescription}
        closeDisabled={save.isPending}
      />
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="flex min-h-0 flex-1 flex-col"
      >
        <DialogBody className="flex flex-col gap-4">
          {OTHER_LOCALES.map((locale) => (
            <FormField
              key={locale}
              label={
                <>
                  <span lang={locale}>{LABEL_LANGUAGES[locale]}</span> ({locale})
                </>
              }
              error={errors.labels?.[locale]?.message}
            >
              {({ inputId, describedBy, invalid }) => (
                <Input
                  id={inputId}
                  lang={locale}
                  maxLength={LOOKUP_NAME_MAX[list]}
                  placeholder={V.labelMissing}
                  autoComplete="off"
                  readOnly={save.isPending}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...registerField(form, `labels.${locale}`)}
                />
              )}
            </FormField>
          ))}
        </DialogBody>
        <DialogFooter>
          <Dialog.Close asChild>
            <Button variant="outline" size="lg" disabled={save.isPending}>
              {MESSAGES.generic.cancel}
            </Button>
          </Dialog.Close>
          <Button type="submit" size="lg" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {ADMIN_MESSAGES.common.save}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
