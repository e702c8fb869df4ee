import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import { MESSAGES } from '@domain/messages';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { deleteOwnAccount } from './use-delete-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  onDeleted: () => void;
}

const T = ACCOUNT_MESSAGES.yourData;

const sameAddress = (typed: string, email: string) => typed.trim().toLowerCase() === email.toLowerCase();

/**
 * "Kustuta minu konto": the account goes as an admin's deletion takes it (decision 0042), once its
 * e-mail is typed again; the server checks the same.
 */
export default function DeleteAccountDialog({
  open,
  onOpenChange,
  email,
  onDeleted,
}: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await deleteOwnAccount(typed);
      onDeleted();
    } catch (failure) {
      console.error('Deleting the account failed', failure);
      const message =
        failure instanceof ApiError && failure.status >= 400 && failure.status < 500
          ? failure.message
          : MESSAGES.generic.somethingWentWrong;
      setError(message);
      toast.error(T.deleteError, { description: message });
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setTyped('');
          setError(undefined);
        }
        onOpenChange(next);
      }}
      title={T.deleteTitle}
      description={T.deleteDescription}
      confirmLabel={T.deleteConfirm}
      destructive
      pending={pending}
      confirmDisabled={!sameAddress(typed, email)}
      onConfirm={() => void confirm()}
    >
      <FormField label={fillMessage(T.deleteEmailLabel, { email })} error={error}>
        {({ inputId, describedBy, invalid }) => (
          <Input
            id={inputId}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
