import { EyeOff } from 'lucide-react';
import type { BlockBody } from '@domain/contract/blocks';
import { MESSAGES } from '@domain/messages';
import { useAuth } from '@web/features/auth';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useHideCompany, useShowCompany } from './blocks-api';

const B = MESSAGES.blocks;

/**
 * "Peida see ettevõte" beside a listing's or a directory company's details: for a signed-in user,
 * never on their own. One click hides it (the lists are fetched again without it) and the toast
 * offers to undo; the settings list every hidden company.
 */
export function HideCompanyButton({ target, isOwn }: { target: BlockBody; isOwn: boolean }) {
  const { status } = useAuth();
  const hide = useHideCompany();
  const show = useShowCompany();
  if (status !== 'signedIn' || isOwn) return null;

  const onClick = () =>
    hide.mutate(target, {
      onSuccess: (hidden) =>
        toast.success(B.hidden, {
          description: B.hiddenText,
          action: {
            label: B.undo,
            onClick: () =>
              show.mutate(hidden.id, {
                onSuccess: () => toast.success(B.shownAgain),
                onError: (error) =>
                  toast.error(B.showError, {
                    description: error instanceof ApiError ? error.message : undefined,
                  }),
              }),
          },
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        toast.error(B.hideError, { description: error instanceof ApiError ? error.message : undefined });
      },
    });

  return (
    <Button
      variant="ghost"
      size="sm"
      className="self-start text-slate-600"
      title={B.hideHint}
      disabled={hide.isPending}
      onClick={onClick}
    >
      <EyeOff aria-hidden="true" />
      {B.hide}
    </Button>
  );
}
