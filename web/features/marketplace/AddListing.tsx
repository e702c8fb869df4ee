import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import { Button } from '@web/components/ui/button';
import { useAuth, useAuthDialog } from '@web/features/auth';
import {
  addListingSearch,
  contactPrefill,
  hasAddListingParams,
  ListingWizardDialog,
  OPEN_MODAL_KEY,
  readAddListingRequest,
  usePublishingInfo,
  withoutAddListingParams,
  type AddListingRequest,
  type WizardOpening,
} from '@web/features/listings';
import { readTab, withPage, withTab } from './home-params';

/**
 * "Lisa kuulutus" lands on `?openModal=cargo` (or transport), the address the spec gives the add-listing
 * dialog, so links from elsewhere (Minu kuulutused) open the same thing. A visitor is asked to sign in
 * first, and the wizard opens once they have.
 */
export function AddListingButton({
  type,
  className,
  size = 'lg',
}: {
  type: ListingType;
  className?: string;
  /** The hero's large button, or the compact page's one beside its tabs. */
  size?: 'lg' | 'md';
}) {
  const { status } = useAuth();
  const [, setParams] = useSearchParams();

  const onClick = () => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(OPEN_MODAL_KEY, type);
      return next;
    });
  };

  return (
    <Button size={size} className={className} onClick={onClick} disabled={status === 'loading'}>
      <Plus aria-hidden="true" />
      {MESSAGES.wizard.title}
    </Button>
  );
}

/**
 * Handles `?openModal=cargo|transport` and `?template=true&type=…&data=…` (spec §2): the wizard for a
 * signed-in user (prefilled at step 2 for a template), "Malli andmete laadimine ebaõnnestus" for a
 * template link that cannot be read. A visitor is asked to sign in first and the request waits here,
 * so signing in opens the wizard as the link asked. The parameters are removed once handled, so a
 * reload does not open the dialog again.
 */
export function AddListingDialogHost() {
  const [params, setParams] = useSearchParams();
  const { status, user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [opening, setOpening] = useState<WizardOpening | null>(null);
  const nextKey = useRef(1);
  const inAddress = hasAddListingParams(params);
  const search = params.toString();
  // Asked for as soon as a user is signed in, so the wizard opens with the contact already there.
  const info = usePublishingInfo();
  const prefill = useMemo(() => info.data?.contact ?? contactPrefill(user), [info.data, user]);

  // The router clears the parameters in a transition, so other updates (the session, the profile) can
  // render this effect again with the old address: each address is handled once.
  const handled = useRef<string | null>(null);
  // A visitor's request, kept in this page rather than the address: a sign-in dialog closed unused
  // and a reload leave nothing behind to pop up later.
  const waiting = useRef<string | null>(null);

  useEffect(() => {
    if (!inAddress) handled.current = null;
    if (status === 'loading') return;
    const open = (request: AddListingRequest) => {
      if (request.kind === 'open') {
        setOpening({ key: nextKey.current++, listingType: request.listingType });
      } else if (request.kind === 'template') {
        setOpening({ key: nextKey.current++, listingType: request.listingType, draft: request.draft });
        // The same word as a template chosen inside the wizard (spec §8): the fields came from it.
        toast.success(MESSAGES.templates.loaded);
      } else if (request.kind === 'badTemplate') {
        toast.error(MESSAGES.templates.prefillError);
      }
    };

    if (!inAddress) {
      if (status === 'signedIn' && waiting.current !== null) {
        // Read again now, so the template's missing contact comes from the user who signed in.
        const request = readAddListingRequest(new URLSearchParams(waiting.current), prefill);
        waiting.current = null;
        open(request);
      }
      return;
    }
    if (handled.current === search) return;
    handled.current = search;
    const request = readAddListingRequest(new URLSearchParams(search), prefill);
    if (status === 'signedIn') {
      waiting.current = null;
      open(request);
    } else if (request.kind === 'badTemplate') {
      // Signing in would not make it readable.
      open(request);
    } else if (request.kind !== 'none') {
      waiting.current = addListingSearch(new URLSearchParams(search)).toString();
      openAuthDialog('signin');
    }
    setParams((current) => withoutAddListingParams(current), { replace: true });
  }, [inAddress, search, status, prefill, openAuthDialog, setParams]);

  // After publishing, the list the new listing is in, from its first page: on a phone the wizard
  // covered the page, and the tab it was opened over may be the other type's (or the companies).
  const showList = (type: ListingType) =>
    setParams((current) => (readTab(current) === type ? withPage(current, 1) : withTab(current, type)));

  return (
    <ListingWizardDialog
      opening={opening}
      onClose={() => setOpening(null)}
      onPublished={(item) => showList(item.type)}
    />
  );
}
