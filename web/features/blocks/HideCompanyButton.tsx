import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EyeOff } from 'lucide-react';
import type { BlockBody } from '@domain/contract/blocks';
import { MESSAGES } from '@domain/messages';
import { useAuth } from '@web/features/auth';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { hideCompany, showCompanyAgain } from './blocks-api';

const B = MESSAGES.blocks;

const describe = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

/**
 * "Peida see ettevõte" beside a listing's or a directory company's details: for a signed-in user,
 * never on their own. One click hides it (the lists are fetched again without it) and the toast
 * offers to undo; the settings list every hidden company.
 */
export function HideCompanyButton({ target, isOwn }: { target: BlockBody; isOwn: boolean }) {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  if (status !== 'signedIn' || isOwn) return null;

  // Plain promises, not a mutation's per-call callbacks: the lists fetched again without the company
  // take this button (and the listing it sits under) off the page before the answer is told.
  const undo = (id: string) =>
    showCompanyAgain(queryClient, id).then(
      () => toast.success(B.shownAgain),
      (error: unknown) => toast.error(B.showError, { description: describe(error) }),
    );
  const onClick = () => {
    setPending(true);
    hideCompany(queryClient, target).then(
      (hidden) =>
        toast.success(B.hidden, {
          description: B.hiddenText,
          action: { label: B.undo, onClick: () => void undo(hidden.id) },
        }),
      (error: unknown) => {
        setPending(false);
        if (error instanceof ApiError && error.status === 401) return;
        toast.error(B.hideError, { description: describe(error) });
      },
    );
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      className="self-start text-slate-600"
      title={B.hideHint}
      disabled={pending}
      onClick={onClick}
    >
      <EyeOff aria-hidden="true" />
      {B.hide}
    </Button>
  );
}
