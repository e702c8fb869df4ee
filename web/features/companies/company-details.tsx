import { ChevronDown } from 'lucide-react';
import { type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { RouteText, Tag } from './company-parts';
import type { CompanyItem } from '@domain/contract/companies';
import { lookupLabel } from '@web/lib/listing-display';

export const LABELS = {
  company: 'Ettevõte',
  transportTypes: 'Transpordiliigid',
  routes: 'Regulaarsed liinid',
  regions: 'Teeninduspiirkonnad',
  contact: 'Kontakt',
  more: 'Vaata lähemalt',
  less: 'Peida üksikasjad',
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
  headingLevel,
}: {
  company: CompanyItem;
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
        <DetailSection as={headingLevel} title="Ettevõttest">
          <p className="whitespace-pre-line text-slate-700">
            {company.description ?? 'Ettevõte ei ole kirjeldust lisanud.'}
          </p>
        </DetailSection>
        <DetailSection as={headingLevel} title="Autopark">
          <p className="text-slate-700">{company.vehiclePark ?? 'Autoparki pole kirjeldatud.'}</p>
        </DetailSection>
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <DetailSection
          as={headingLevel}
          title={`${LABELS.transportTypes} (${company.transportTypes.length})`}
        >
          <AllTags values={company.transportTypes} tone="brand" label={LABELS.transportTypes} />
        </DetailSection>
        <DetailSection as={headingLevel} title={`${LABELS.regions} (${company.serviceRegions.length})`}>
          <AllTags values={company.serviceRegions} label={LABELS.regions} />
        </DetailSection>
        <DetailSection as={headingLevel} title={`${LABELS.routes} (${company.regularRoutes.length})`}>
          {company.regularRoutes.length === 0 ? (
            <p className="text-slate-500">Regulaarseid liine pole lisatud.</p>
          ) : (
            <ul aria-label={`Kõik ${LABELS.routes.toLowerCase()}`} className="flex flex-col gap-2">
              {company.regularRoutes.map((item, index) => {
                const extra = [
                  item.frequency,
                  item.capacity,
                  item.trailerType ? lookupLabel(item.trailerType) : undefined,
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

function AllTags({ values, tone, label }: { values: readonly string[]; tone?: 'brand'; label: string }) {
  if (values.length === 0) return <p className="text-slate-500">Pole lisatud.</p>;
  return (
    <ul aria-label={`Kõik ${label.toLowerCase()}`} className="flex flex-wrap gap-1.5">
      {values.map((value, index) => (
        <li key={`${value}-${index}`}>
          <Tag tone={tone}>{lookupLabel(value)}</Tag>
        </li>
      ))}
    </ul>
  );
}

// --- States ----------------------------------------------------------------------------------------------
