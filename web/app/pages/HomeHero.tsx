import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import { PageContainer } from '@web/components/PageContainer';
import { AddListingButton } from '@web/features/marketplace';
import { StatsCounters } from '@web/features/stats';

/** The top of the home page; index.html carries a static copy of it (app/shell/static-shell.tsx). */
export function HomeHero({ addType }: { addType: ListingType }) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50">
      <PageContainer className="flex flex-col gap-6 py-6 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Veoturg</h1>
            <p className="text-lg font-semibold text-brand-700 sm:text-xl">{MESSAGES.home.tagline}</p>
            <p className="max-w-2xl text-slate-700">{MESSAGES.home.lead}</p>
          </div>
          <AddListingButton type={addType} className="sm:self-end" />
        </div>
        <StatsCounters />
      </PageContainer>
    </section>
  );
}
