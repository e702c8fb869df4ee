import type { ListDensity } from '@domain/home-tabs';
import { MESSAGES } from '@domain/messages';
import type { ListingType } from '@domain/plans';
import { PageContainer } from '@web/components/PageContainer';
import { AddListingButton, useListDensity } from '@web/features/marketplace';
import { StatsCounters } from '@web/features/stats';

/**
 * The top of the home page; index.html carries a static copy of it (app/shell/static-shell.tsx). The
 * compact density leaves it out, so the list starts under the header (issue 30, item 9); the list's
 * own controls then offer the add button. On a phone it is short enough that the first listing shows
 * on the first screen: the lead is left to wider screens, and the counters take two slim rows.
 */
export function HomeHero({ addType }: { addType: ListingType }) {
  const [density] = useListDensity();
  if (density === 'compact') return null;
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50">
      <PageContainer className="flex flex-col gap-4 py-4 sm:gap-6 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Veoturg</h1>
            <p className="text-lg font-semibold text-brand-700 sm:text-xl">{MESSAGES.home.tagline}</p>
            <p className="hidden max-w-2xl text-slate-700 sm:block">{MESSAGES.home.lead}</p>
          </div>
          <AddListingButton type={addType} className="sm:self-end" />
        </div>
        <StatsCounters />
      </PageContainer>
    </section>
  );
}

/**
 * The classes of the home page's part under the hero, which index.html's copy draws the same. The
 * compact page is a dispatcher's board: it starts under the header and takes a wide screen's width.
 */
export function homeListClassName(density: ListDensity): string {
  return `flex flex-col gap-10 ${density === 'compact' ? 'max-w-[100rem] pt-4 sm:pt-4' : 'pt-6 sm:pt-8'}`;
}
