import { LoaderCircle } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { Button } from '@web/components/ui/button';

/**
 * A settings form's save row: "Salvesta" (off, with a spinner, while saving) and, while there are
 * changes, the way back to what is saved. On a phone both span the width, the save button on top.
 */
export function FormActions({
  dirty,
  saving,
  onDiscard,
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
      {dirty && (
        <Button variant="ghost" size="lg" onClick={onDiscard} disabled={saving} className="w-full sm:w-auto">
          {ACCOUNT_MESSAGES.form.discard}
        </Button>
      )}
      <Button
        type="submit"
        size="lg"
        disabled={saving}
        aria-busy={saving || undefined}
        className="w-full sm:w-auto"
      >
        {saving && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {ACCOUNT_MESSAGES.form.save}
      </Button>
    </div>
  );
}
