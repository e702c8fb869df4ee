import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { CircleCheck, Info, ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { Company } from '@domain/contract/profile';
import { MESSAGES } from '@domain/messages';
import { Switch } from '@web/components/ui/switch';
import { ApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useDirectoryPlace } from './use-directory-place';

// The home page's directory tab (web/features/marketplace/home-params.ts: MARKET_TABS).
const DIRECTORY_HREF = '/?tab=companies';

const D = ACCOUNT_MESSAGES.directory;

/**
 * The company's place in the directory: a switch that takes effect at once (no save button), and a
 * line on whether the company is really listed. Turning it on needs a saved company name; without one
 * the switch stays off and says so.
 */
export function DirectorySwitch({ company }: { company: Company }) {
  const id = useId();
  const place = useDirectoryPlace();
  const on = company.showInCompanyDirectory;
  const named = Boolean(company.companyName?.trim());

  const change = (show: boolean) =>
    place.mutate(show, {
      onSuccess: () => toast.success(ACCOUNT_MESSAGES.profile.visibilityUpdated),
      onError: (error) => {
        console.error('Changing the directory place failed', error);
        if (error instanceof ApiError && error.status === 401) return;
        toast.error(ACCOUNT_MESSAGES.profile.visibilityError, {
          description: error instanceof ApiError ? error.message : MESSAGES.generic.unknown,
        });
      },
    });

  return (
    <div className="flex flex-col gap-3" data-directory-place>
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-slate-900">
            {D.show}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {D.showHint}
          </p>
        </div>
        <Switch
          id={id}
          checked={on}
          onCheckedChange={change}
          // Turning off is always allowed; turning on waits for a saved name.
          disabled={place.isPending || (!on && !named)}
          aria-describedby={`${id}-hint ${id}-status`}
          className="mt-0.5"
        />
      </div>
      <p
        id={`${id}-status`}
        data-listed={company.listedInDirectory}
        className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700"
      >
        {company.listedInDirectory ? (
          <>
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            <span>
              {D.listed}{' '}
              <Link
                to={DIRECTORY_HREF}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {D.view}
              </Link>
            </span>
          </>
        ) : (
          <>
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>{named ? D.notListed : D.needsName}</span>
          </>
        )}
      </p>
      {company.underReview && (
        <p
          data-under-review
          className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <span>
            <strong className="font-semibold">{MESSAGES.reports.underReview}.</strong>{' '}
            {MESSAGES.reports.underReviewCompany}
          </span>
        </p>
      )}
    </div>
  );
}
