import { ChevronDown } from 'lucide-react';
import { type ReactNode } from 'react';
import type { CompanyItem } from '@domain/contract/companies';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import type { LabelOf, LookupList } from '@web/lib/listing-display';
import { RouteText, Tag } from './company-parts';
import { HideCompanyButton } from '@web/features/blocks';
import { ReportButton } from '@web/features/reports';

export const LABELS = {
  company: MESSAGES.listingFields.company,
  transportTypes: MESSAGES.companies.transportTypes,
  routes: MESSAGES.companies.routes,
  regions: MESSAGES.companies.regions,
  contact: MESSAGES.companies.contact,
  more: MESSAGES.companies.more,
  less: MESSAGES.marketplace.hideDetails,
} as const;

export function ExpandButton({
  expanded,
  controls,
  companyName,
  onClick,
  className,
  variant = 'link',
}: {
  expanded: boolean;
  controls: string;
  companyName: string;
  onClick: () => void;
  className?: string;
  variant?: 'link' | 'outline';
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
      className={cn(variant === 'link' && 'text-sm', className)}
    >
      {expanded ? LABELS.less : LABELS.more}
      <span className="sr-only">: {companyName}</span>
      <ChevronDown aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')} />
    </Button>
  );
}

// --- Details (both layouts) ------------------------------------------------------------------------------

export function CompanyDetails({
  company,
  labels,
  headingLevel,
}: {
  company: CompanyItem;
  labels: LabelOf;
  headingLevel: 'h3' | 'h4';
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-5 text-sm',
        // In the table the details sit on the tinted row; on a card they are a quieter block of it.
        headingLevel === 'h3'
          ? 'rounded-lg border border-slate-200 bg-white p-5'
          : 'rounded-lg bg-slate-50 p-3',
      )}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <DetailSection as={headingLevel} title={MESSAGES.companies.about}>
          <p className="whitespace-pre-line text-slate-700">
            {company.description ?? MESSAGES.companies.noDescription}
          </p>
        </DetailSection>
        <DetailSection as={headingLevel} title={MESSAGES.companies.fleet}>
          <p className="text-slate-700">{company.vehiclePark ?? MESSAGES.companies.noFleet}</p>
        </DetailSection>
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <DetailSection
          as={headingLevel}
          title={`${LABELS.transportTypes} (${company.transportTypes.length})`}
        >
          <AllTags
            values={company.transportTypes}
            list="transportTypes"
            labels={labels}
            tone="brand"
            label={MESSAGES.companies.allTransportTypes}
          />
        </DetailSection>
        <DetailSection as={headingLevel} title={`${LABELS.regions} (${company.serviceRegions.length})`}>
          <AllTags
            values={company.serviceRegions}
            list="serviceRegions"
            labels={labels}
            label={MESSAGES.companies.allRegions}
          />
        </DetailSection>
        <DetailSection as={headingLevel} title={`${LABELS.routes} (${company.regularRoutes.length})`}>
          {company.regularRoutes.length === 0 ? (
            <p className="text-slate-500">{MESSAGES.companies.noRoutes}</p>
          ) : (
            <ul aria-label={MESSAGES.companies.allRoutes} className="flex flex-col gap-2">
              {company.regularRoutes.map((item, index) => {
                const extra = [
                  item.frequency,
                  item.capacity,
                  item.trailerType ? labels('trailerTypes', item.trailerType) : undefined,
                ].filter(Boolean);
                return (
                  <li key={`${item.route}-${index}`} className="flex flex-col">
                    <RouteText route={item.route} className="font-medium text-slate-900" />
                    {extra.length > 0 && <span className="text-xs text-slate-500">{extra.join(' · ')}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </DetailSection>
      </div>
      <div className="flex flex-wrap gap-1">
        <HideCompanyButton target={{ targetType: 'company', targetId: company.id }} isOwn={company.isOwn} />
        <ReportButton target={{ targetType: 'company', targetId: company.id }} isOwn={company.isOwn} />
      </div>
    </div>
  );
}

function DetailSection({
  as: Heading,
  title,
  children,
}: {
  as: 'h3' | 'h4';
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <Heading className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</Heading>
      {children}
    </section>
  );
}

function AllTags({
  values,
  list,
  labels,
  tone,
  label,
}: {
  values: readonly string[];
  list: LookupList;
  labels: LabelOf;
  tone?: 'brand';
  label: string;
}) {
  if (values.length === 0) return <p className="text-slate-500">{MESSAGES.companies.noneAdded}</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {values.map((value, index) => (
        <li key={`${value}-${index}`}>
          <Tag tone={tone}>{labels(list, value)}</Tag>
        </li>
      ))}
    </ul>
  );
}

// --- States ----------------------------------------------------------------------------------------------
