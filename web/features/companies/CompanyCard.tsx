import { VerifiedMark } from '@web/components/VerifiedMark';
import { useId, type ReactNode } from 'react';
import type { CompanyItem } from '@domain/contract/companies';
import { Card } from '@web/components/ui/card';
import { CompanyContactCell } from '@web/features/contacts';
import type { LabelOf } from '@web/lib/listing-display';
import { CompanyDetails, ExpandButton, LABELS } from './company-details';
import { CARD_REGION_LIMIT, CARD_ROUTE_LIMIT, CARD_TRANSPORT_LIMIT, companyFacts } from './company-display';
import { CompanyAvatar, CompanyPlace, OwnBadge, RouteList, TagList } from './company-parts';

export function CompanyCard({
  company,
  labels,
  expanded,
  onToggle,
}: {
  company: CompanyItem;
  labels: LabelOf;
  expanded: boolean;
  onToggle: (id: string) => void;
}) {
  const headingId = useId();
  const detailsId = useId();
  const facts = companyFacts(company.establishedYear, company.employeesCount);
  return (
    <Card className="gap-4 p-4">
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <header className="flex min-w-0 gap-3">
          <CompanyAvatar logoUrl={company.logoUrl} />
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
              {company.companyName}
            </h3>
            {company.specialty && (
              <p className="text-sm text-slate-700">{labels('specializations', company.specialty)}</p>
            )}
            {facts && <p className="text-xs text-slate-500">{facts}</p>}
            <CompanyPlace company={company} />
            {(company.isOwn || company.verified) && (
              <span className="mt-1 flex flex-wrap gap-1.5">
                {company.verified && <VerifiedMark withText />}
                {company.isOwn && <OwnBadge />}
              </span>
            )}
          </div>
        </header>

        {!expanded && (
          <dl className="flex flex-col gap-3 text-sm">
            <CardField label={LABELS.transportTypes}>
              <TagList
                values={company.transportTypes}
                list="transportTypes"
                labels={labels}
                max={CARD_TRANSPORT_LIMIT}
                tone="brand"
                label={LABELS.transportTypes}
              />
            </CardField>
            <CardField label={LABELS.routes}>
              <RouteList routes={company.regularRoutes} max={CARD_ROUTE_LIMIT} label={LABELS.routes} />
            </CardField>
            <CardField label={LABELS.regions}>
              <TagList
                values={company.serviceRegions}
                list="serviceRegions"
                labels={labels}
                max={CARD_REGION_LIMIT}
                label={LABELS.regions}
              />
            </CardField>
          </dl>
        )}

        {expanded && (
          <div id={detailsId}>
            <CompanyDetails company={company} labels={labels} headingLevel="h4" />
          </div>
        )}

        <div className="flex flex-col gap-1.5 border-t border-slate-100 pt-3 text-sm">
          <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {LABELS.contact}
          </span>
          <CompanyContactCell
            companyId={company.id}
            companyName={company.companyName}
            access={company.contactAccess}
            contact={company.contact}
          />
        </div>

        <ExpandButton
          expanded={expanded}
          controls={detailsId}
          companyName={company.companyName}
          onClick={() => onToggle(company.id)}
          className="self-stretch"
          variant="outline"
        />
      </article>
    </Card>
  );
}

function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
