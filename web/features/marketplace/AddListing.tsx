import { ClipboardList, Plus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LISTING_TYPES, type ListingType } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/auth-context';
import { useAuthDialog } from '@web/features/auth/auth-dialog-context';
import { cn } from '@web/lib/cn';

export const OPEN_MODAL_KEY = 'openModal';

function isListingType(value: string | null): value is ListingType {
  return value !== null && (LISTING_TYPES as readonly string[]).includes(value);
}

/**
 * "Lisa kuulutus": a visitor is asked to sign in first; a signed-in user lands on `?openModal=cargo`
 * (or transport), the address the spec gives the add-listing dialog, so links from elsewhere (Minu
 * kuulutused) open the same thing.
 */
export function AddListingButton({ type, className }: { type: ListingType; className?: string }) {
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [, setParams] = useSearchParams();

  const onClick = () => {
    if (status !== 'signedIn') {
      openAuthDialog('signin');
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(OPEN_MODAL_KEY, type);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <Button size="lg" className={className} onClick={onClick} disabled={status === 'loading'}>
      <Plus aria-hidden="true" />
      Lisa kuulutus
    </Button>
  );
}

/**
 * Handles `?openModal=cargo|transport`: the sign-in dialog for visitors; for signed-in users, until the
 * add-listing form ships, a dialog that says so and points to their listings. The parameter is removed
 * once handled, so a reload does not open it again.
 */
export function AddListingDialogHost() {
  const [params, setParams] = useSearchParams();
  const { status } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const requested = params.get(OPEN_MODAL_KEY);
  const [openFor, setOpenFor] = useState<ListingType | null>(null);

  useEffect(() => {
    if (requested === null || status === 'loading') return;
    if (status === 'signedIn') {
      if (isListingType(requested)) setOpenFor(requested);
    } else {
      openAuthDialog('signin');
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_MODAL_KEY);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, status, openAuthDialog, setParams]);

  return (
    <Dialog.Root open={openFor !== null} onOpenChange={(open) => !open && setOpenFor(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          className={cn(
            'fixed inset-x-3 top-3 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6',
            'sm:inset-x-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2',
          )}
        >
          <div className="flex flex-col gap-4">
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <ClipboardList aria-hidden="true" className="size-6" />
            </span>
            <div className="flex flex-col gap-2 pr-8">
              <Dialog.Title className="text-xl font-bold text-slate-900">
                {openFor === 'transport' ? 'Transpordipakkumise lisamine' : 'Kaubakuulutuse lisamine'}
              </Dialog.Title>
              <Dialog.Description className="text-slate-700">
                Kuulutuse lisamise vorm tuleb järgmise uuendusega. Seni näed oma kuulutuste ülevaadet lehel
                „Minu kuulutused“.
              </Dialog.Description>
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" size="lg">
                  Sulge
                </Button>
              </Dialog.Close>
              <Button size="lg" asChild>
                <Link to="/minu-kuulutused" onClick={() => setOpenFor(null)}>
                  Minu kuulutused
                </Link>
              </Button>
            </div>
          </div>
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Sulge"
              className="absolute top-2 right-2 text-slate-500"
            >
              <X aria-hidden="true" className="size-5" />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
