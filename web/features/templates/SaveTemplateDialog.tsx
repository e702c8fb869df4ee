import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { templateNameSchema, TEMPLATE_NAME_MAX } from '@domain/listing-input';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@web/components/ui/dialog';
import { FormField, Input } from '@web/components/ui/form-field';
import { ApiError, type SessionNotice } from '@web/lib/api';
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
  const changeOpen = (next: boolean) => {
    if (!next && save.isPending) return;
    onOpenChange(next);
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
            onSaved={() => onOpenChange(false)}
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
}

function SaveTemplateForm({ listingType, data, suggestedName, save, onSaved }: FormProps) {
  const [name, setName] = useState(suggestedName);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (save.isPending) return;
    const parsed = templateNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.templates.nameRequired);
      return;
    }
    save.mutate(
      { name: parsed.data, type: listingType, data },
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
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-col">
      <DialogHeader
        title="Salvesta mallina"
        description="Mall jätab meelde kuulutuse andmed, et järgmise saaksid täita ühe klikiga."
        closeDisabled={save.isPending}
      />
      <DialogBody>
        <FormField label="Malli nimi" error={error} required>
          {({ inputId, describedBy, invalid }) => (
            <Input
              id={inputId}
              name="templateName"
              autoFocus
              autoComplete="off"
              maxLength={TEMPLATE_NAME_MAX}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              aria-required="true"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
      </DialogBody>
      <DialogFooter>
        <Dialog.Close asChild>
          <Button variant="outline" disabled={save.isPending}>
            Tühista
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          Salvesta mall
        </Button>
      </DialogFooter>
    </form>
  );
}
