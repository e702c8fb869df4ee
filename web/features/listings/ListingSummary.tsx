import { MESSAGES } from '@domain/messages';
import type { ListingDraft } from './listing-draft';
import { listingSummary } from './listing-summary';
import { useListingOptions } from './use-listing-options';

/** Step 4's readable summary of the listing about to be published. */
export function ListingSummary({ draft }: { draft: ListingDraft }) {
  const sections = listingSummary(draft, new Date(), useListingOptions());
  return (
    <section aria-labelledby="listing-summary-title" className="flex flex-col gap-3">
      <h3 id="listing-summary-title" className="text-sm font-bold tracking-wide text-slate-500 uppercase">
        {MESSAGES.wizard.summary}
      </h3>
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2">
        {sections.map((section) => (
          <div key={section.title} className="flex min-w-0 flex-col gap-2">
            <h4 className="text-sm font-semibold text-slate-900">{section.title}</h4>
            <dl className="grid grid-cols-[9rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {section.rows.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className="min-w-0 font-medium [overflow-wrap:anywhere] whitespace-pre-line text-slate-900">
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
