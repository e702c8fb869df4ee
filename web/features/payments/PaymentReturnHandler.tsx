import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { toast } from '@web/lib/toast';
import { MESSAGES } from '@domain/messages';
import { useAuth, useAuthDialog } from '@web/features/auth';
import {
  fetchContact,
  isContactLocked,
  refreshAfterAccessChange,
  storeContactAnswer,
  type ContactAnswer,
} from '@web/features/contacts';
import { ApiError } from '@web/lib/api';
import { confirmPayment } from './confirm-payment';
import { addressAfterReturn, pollUntil, readPaymentReturn, type ReturnTarget } from './payment-return';

const TOAST_ID = 'payment-return';

/** A look that cannot turn into access by waiting: the session ended, or the item is gone. */
function cannotChange(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 404);
}

async function lookForAccess(target: ReturnTarget): Promise<ContactAnswer | null> {
  try {
    return await fetchContact(target);
  } catch (error) {
    if (isContactLocked(error)) return null;
    throw error;
  }
}

/**
 * Back from the payment page on `/`: asks the server to confirm the checkout, waits a little for the
 * access to show (a late webhook), says how it went in the spec's words, and hands the listing over to
 * the marketplace's deep link (its tab, the opened row, the highlight) with the contact now open. The
 * URL only drives this: access is whatever the server answers.
 */
export function PaymentReturnHandler() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const info = useMemo(() => readPaymentReturn(new URLSearchParams(search)), [search]);
  const { status, user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  // Survives StrictMode's second effect run; false once the page is really gone.
  const alive = useRef(false);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!info || status === 'loading' || handled.current === search) return;
    const finish = (target: ReturnTarget | null) => {
      if (!alive.current) return;
      setParams((current) => addressAfterReturn(current, target), {
        replace: true,
      });
    };

    if (info.kind === 'cancelled') {
      handled.current = search;
      toast.info(MESSAGES.payments.cancelled, { id: TOAST_ID });
      finish(info.target);
      return;
    }
    // Paid, but the session ended on the way: the confirmation needs it, so sign in first.
    if (status === 'signedOut') {
      openAuthDialog('signin');
      return;
    }
    handled.current = search;
    const viewerId = user?.id ?? null;
    const signal = {
      get aborted() {
        return !alive.current;
      },
    };

    void (async () => {
      toast.loading(MESSAGES.payments.confirming, { id: TOAST_ID, duration: Infinity });
      let target = info.target;
      if (info.sessionId) {
        try {
          const confirmed = await confirmPayment(info.sessionId);
          target ??= { type: confirmed.itemType, id: confirmed.itemId };
        } catch (error) {
          // The webhook may still grant it; the looks below tell.
          console.warn('Payment confirmation failed', error);
        }
      }
      const answer = target
        ? await pollUntil(() => lookForAccess(target), { isFinal: cannotChange, signal })
        : null;
      if (answer && target) {
        storeContactAnswer(queryClient, viewerId, target, answer);
        refreshAfterAccessChange(queryClient);
        toast.success(MESSAGES.payments.success, {
          id: TOAST_ID,
          description: MESSAGES.payments.contactNowOpen,
          duration: 4000,
        });
      } else {
        toast.error(MESSAGES.payments.grantFailed, { id: TOAST_ID, duration: 8000 });
      }
      finish(target);
    })();
  }, [info, search, status, user, openAuthDialog, queryClient, setParams]);

  return null;
}
