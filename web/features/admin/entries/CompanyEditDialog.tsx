import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useForm, type Path } from 'react-hook-form';
import type { AdminCompanyChange, AdminCompanyItem } from '@domain/contract/admin-entries';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { DialogBody, DialogContent, DialogFooter, DialogHeader } from '@web/components/ui/dialog';
import { FormField, registerField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useDiscardGuard, useReportDirty } from '@web/lib/unsaved-changes';
import { companyDraft, companyFormSchema, type CompanyDraft } from './company-draft';
import { useSaveCompany } from './use-save-company';

const T = ADMIN_MESSAGES;
const LISTS = ADMIN_MESSAGES.variables.lists;

interface CompanyEditDialogProps {
  item: AdminCompanyItem | null;
  onClose: () => void;
}

/** The back office's edit of a directory company's fields (the name required). */
export function CompanyEditDialog({ item, onClose }: CompanyEditDialogProps) {
  const save = useSaveCompany();
  // Esc, ✕, "Tühista" or a click beside it: asks first when a field was changed.
  const guard = useDiscardGuard(onClose);
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(open) => !open && !save.isPending && guard.requestClose()}
    >
      <DialogContent size="lg" sheet>
        {item && (
          <CompanyForm
            key={item.id}
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

interface CompanyFormProps {
  item: AdminCompanyItem;
  save: ReturnType<typeof useSaveCompany>;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function CompanyForm({ item, save, onSaved, onDirtyChange }: CompanyFormProps) {
  const form = useForm<CompanyDraft, unknown, AdminCompanyChange>({
    defaultValues: companyDraft(item),
    resolver: zodResolver(companyFormSchema),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  useReportDirty(form.formState.isDirty, onDirtyChange);

  const submit = (body: AdminCompanyChange) =>
    save.mutate(
      { id: item.id, body },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.updated);
          onSaved();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          toast.error(ADMIN_MESSAGES.companyUpdateError, {
            description: error instanceof ApiError ? error.message : MESSAGES.generic.unknown,
          });
        },
      },
    );

  const text = (
    name: Path<CompanyDraft>,
    label: string,
    props: { maxLength: number; hint?: string; inputMode?: 'numeric' },
  ) => (
    <FormField label={label} error={errors[name]?.message} hint={props.hint}>
      {({ inputId, describedBy, invalid }) => (
        <Input
          id={inputId}
          maxLength={props.maxLength}
          inputMode={props.inputMode}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...registerField(form, name)}
        />
      )}
    </FormField>
  );

  return (
    <>
      <DialogHeader
        title={T.company.title}
        description={`${item.companyName} · ${item.shortId}`}
        closeDisabled={save.isPending}
      />
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="flex min-h-0 flex-1 flex-col"
      >
        <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            label={T.company.name}
            required
            error={errors.companyName?.message}
            className="sm:col-span-2"
          >
            {({ inputId, describedBy, invalid }) => (
              <Input
                id={inputId}
                maxLength={200}
                required
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...registerField(form, 'companyName')}
              />
            )}
          </FormField>
          {text('specialty', T.fields.specialty, { maxLength: 100 })}
          {text('vehiclePark', MESSAGES.companies.fleet, { maxLength: 500 })}
          {text('transportTypes', LISTS.transport_types.title, {
            maxLength: 2000,
            hint: T.company.commaSeparated,
          })}
          {text('serviceRegions', LISTS.service_regions.title, {
            maxLength: 2000,
            hint: T.company.commaSeparated,
          })}
          {text('website', T.fields.website, { maxLength: 300 })}
          {text('logoUrl', T.fields.logoUrl, { maxLength: 300 })}
          {text('establishedYear', T.fields.establishedYear, { maxLength: 4, inputMode: 'numeric' })}
          {/* Read as the server reads it (parseDecimal): '1 200' is 1200. */}
          {text('employeesCount', T.fields.employeesCount, { maxLength: 9, inputMode: 'numeric' })}
          <FormField
            label={T.fields.description}
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            {({ inputId, describedBy, invalid }) => (
              <Textarea
                id={inputId}
                rows={4}
                maxLength={3000}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...registerField(form, 'description')}
              />
            )}
          </FormField>
        </DialogBody>
        <DialogFooter>
          <Dialog.Close asChild>
            <Button variant="outline" size="lg" disabled={save.isPending}>
              {MESSAGES.generic.cancel}
            </Button>
          </Dialog.Close>
          <Button type="submit" size="lg" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {MESSAGES.listings.saveChanges}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
