import { useId } from 'react';
import type { CompanyItem } from '@domain/contract/companies';
import { MESSAGES } from '@domain/messages';
import { Card } from '@web/components/ui/card';
import { CompanyContactCell } from '@web/features/contacts';
import { VerifiedMark } from '@web/components/VerifiedMark';
import { cn } from '@web/lib/cn';
import type { LabelOf } from '@web/lib/listing-display';
import { CompanyDetails, ExpandButton, LABELS } from './company-details';
import { companyFacts, TABLE_LIMIT } from './company-display';
import { CompanyAvatar, CompanyPlace, OwnBadge, RouteList, TagList } from './company-parts';

const TABLE_HEADERS = [
  LABELS.company,
  LABELS.transportTypes,
  LABELS.routes,
  MESSAGES.companies.regionsHeader,
  LABELS.contact,
] as const;
const OPEN_WIDTHS = ['w-[22%]', 'w-[18%]', 'w-[17%]', 'w-[15%]', 'w-[28%]'] as const;
const LOCKED_WIDTHS = ['w-[26%]', 'w-[20%]', 'w-[20%]', 'w-[18%]', 'w-[16%]'] as const;

export function CompanyTable({
  companies,
  labels,
  expanded,
  onToggle,
}: {
  companies: CompanyItem[];
  labels: LabelOf;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  // Open contacts need room for an e-mail address; a lock does not.
  const anyOpen = companies.some((company) => company.contactAccess !== 'locked');
  return (
    <Card className="relative overflow-x-auto">
      <table className="w-full min-w-[720px] table-fixed text-left text-sm">
        <caption className="sr-only">{MESSAGES.companies.directory}</caption>
        <colgroup>
          {(anyOpen ? OPEN_WIDTHS : LOCKED_WIDTHS).map((width, index) => (
            <col key={index} className={width} />
          ))}
        </colgroup>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {TABLE_HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-3 hyphens-manual lg:px-4">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        {companies.map((company) => (
          <CompanyRows
            key={company.id}
            company={company}
            labels={labels}
            expanded={expanded.has(company.id)}
            onToggle={onToggle}
          />
        ))}
      </table>
    </Card>
  );
}

// One <tbody> per company keeps its row and its details row together.
function CompanyRows({
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
  const detailsId = useId();
  const facts = companyFacts(company.establishedYear, company.employeesCount);
  return (
    <tbody className="border-b border-slate-200 last:border-b-0">
      <tr className={cn('align-top', expanded ? 'bg-brand-50/40' : 'hover:bg-slate-50/70')}>
        <td className="px-3 py-4 lg:px-4">
          <div className="flex min-w-0 gap-3">
            {/* Below 1024 px the name needs the room more than the picture does. */}
            <CompanyAvatar logoUrl={company.logoUrl} className="hidden lg:flex" />
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold break-words text-slate-900">{company.companyName}</span>
              {(company.isOwn || company.verified) && (
                <span className="flex flex-wrap gap-1.5">
                  {company.verified && <VerifiedMark withText />}
                  {company.isOwn && <OwnBadge />}
                </span>
              )}
              {company.specialty && (
                <span className="text-slate-700">{labels('specializations', company.specialty)}</span>
              )}
              {facts && <span className="text-xs text-slate-500">{facts}</span>}
              <CompanyPlace company={company} />
              <ExpandButton
                expanded={expanded}
                controls={detailsId}
                companyName={company.companyName}
                onClick={() => onToggle(company.id)}
                className="mt-1 self-start"
              />
            </div>
          </div>
        </td>
        <td className="px-3 py-4 lg:px-4">
          <TagList
            values={company.transportTypes}
            list="transportTypes"
            labels={labels}
            max={TABLE_LIMIT}
            tone="brand"
            label={LABELS.transportTypes}
          />
        </td>
        <td className="px-3 py-4 lg:px-4">
          <RouteList routes={company.regularRoutes} max={TABLE_LIMIT} label={LABELS.routes} />
        </td>
        <td className="px-3 py-4 lg:px-4">
          <TagList
            values={company.serviceRegions}
            list="serviceRegions"
            labels={labels}
            max={TABLE_LIMIT}
            label={LABELS.regions}
          />
        </td>
        <td className="px-3 py-4 lg:px-4">
          <CompanyContactCell
            companyId={company.id}
            companyName={company.companyName}
            access={company.contactAccess}
            contact={company.contact}
            compact
          />
        </td>
      </tr>
      {expanded && (
        <tr id={detailsId} className="bg-brand-50/40">
          <td colSpan={5} className="px-4 pt-0 pb-5">
            <CompanyDetails company={company} labels={labels} headingLevel="h3" />
          </td>
        </tr>
      )}
    </tbody>
  );
}

// --- Phone cards -----------------------------------------------------------------------------------------
