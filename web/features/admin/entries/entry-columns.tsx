import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { fillMessage } from '@domain/catalogue';
import type { AdminCompanyItem, AdminListingItem } from '@domain/contract/admin-entries';
import { formatDate } from '@domain/format';
import { listingBadge, type ListingBadgeKind } from '@domain/listing-badge';
import { MESSAGES } from '@domain/messages';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { routeText, type LabelOf } from '@web/lib/listing-display';
import type { AdminColumn } from '../AdminList';
import { LISTING_TYPE_LABELS, listingKind } from './entries-view';

const MISSING = '–';
const T = ADMIN_MESSAGES;

function Lines({ lines }: { lines: readonly (string | null | undefined)[] }) {
  const shown = lines.filter((line): line is string => Boolean(line?.trim()));
  if (shown.length === 0) return MISSING;
  return (
    <div className="flex flex-col gap-0.5">
      {shown.map((line, index) => (
        <span key={`${index}-${line}`} className="break-words">
          {line}
        </span>
      ))}
    </div>
  );
}

function Secondary({ children }: { children: ReactNode }) {
  return <div className="text-xs break-words text-slate-500">{children}</div>;
}

const ShortId = ({ id }: { id: string }) => <span className="font-mono text-xs text-slate-600">{id}</span>;

const BADGE_TONES: Record<ListingBadgeKind, BadgeTone> = {
  active: 'green',
  noExpiry: 'green',
  expiringSoon: 'orange',
  inactive: 'neutral',
  expiredPast: 'red',
  expired: 'red',
  completed: 'neutral',
};

/** The owner's badge (domain/listing-badge.ts): "Aktiivne", "Peatatud", "Aegunud"… */
function ListingStatus({ item, now }: { item: AdminListingItem; now: Date }) {
  const badge = listingBadge(item, now);
  return <Badge tone={BADGE_TONES[badge.kind]}>{badge.label}</Badge>;
}

/**
 * The listing tabs' columns: the spec's short id, type, company, route, contact, date, and the status.
 * `labelOf` names the lookup values in the page's language (use-lookup-labels.ts).
 */
export function listingColumns(now: Date, labelOf: LabelOf): AdminColumn<AdminListingItem>[] {
  return [
    {
      header: T.common.id,
      cell: (item) => <ShortId id={item.shortId} />,
      className: 'whitespace-nowrap',
      hideOnCard: true,
    },
    {
      header: MESSAGES.wizard.summaryType,
      cell: (item) => (
        <>
          <div className="whitespace-nowrap">{LISTING_TYPE_LABELS[item.type]}</div>
          <Secondary>
            {labelOf(item.type === 'cargo' ? 'cargoTypes' : 'trailerTypes', listingKind(item))}
          </Secondary>
        </>
      ),
    },
    {
      header: MESSAGES.listingFields.company,
      cell: (item) => (
        <>
          <div className="break-words">{item.contact.companyName ?? MISSING}</div>
          {item.owner.email && <Secondary>{item.owner.email}</Secondary>}
        </>
      ),
      className: 'max-w-48',
    },
    {
      header: MESSAGES.listingFields.route,
      cell: (item) => routeText(item),
      hideOnCard: true,
      className: 'max-w-56',
    },
    {
      header: MESSAGES.companies.contact,
      cell: (item) => <Lines lines={[item.contact.contactPerson, item.contact.phone, item.contact.email]} />,
      className: 'max-w-52',
    },
    { header: T.common.status, cell: (item) => <ListingStatus item={item} now={now} /> },
    {
      header: T.entries.date,
      cell: (item) => (
        <>
          <div className="whitespace-nowrap">{formatDate(item.createdAt)}</div>
          {item.expiresAt && (
            <Secondary>
              {fillMessage(MESSAGES.marketplace.untilDate, { date: formatDate(item.expiresAt) })}
            </Secondary>
          )}
        </>
      ),
    },
  ];
}

function companyRoutes(item: AdminCompanyItem, labelOf: LabelOf): string[] {
  const routes = item.regularRoutes.map((r) => r.route);
  return routes.length > 0 ? routes : item.serviceRegions.map((region) => labelOf('serviceRegions', region));
}

/** The companies tab's columns; `labelOf` as listingColumns'. */
export const companyColumns = (labelOf: LabelOf): AdminColumn<AdminCompanyItem>[] => [
  {
    header: T.common.id,
    cell: (item) => <ShortId id={item.shortId} />,
    className: 'whitespace-nowrap',
    hideOnCard: true,
  },
  {
    header: MESSAGES.listingFields.company,
    cell: (item) => (
      <>
        <div className="font-medium break-words">{item.companyName}</div>
        {item.specialty && <Secondary>{labelOf('specializations', item.specialty)}</Secondary>}
        {item.owner.email && <Secondary>{item.owner.email}</Secondary>}
      </>
    ),
    hideOnCard: true,
    className: 'max-w-60',
  },
  {
    header: T.entries.routesAndRegions,
    cell: (item) => <Lines lines={companyRoutes(item, labelOf).slice(0, 3)} />,
    className: 'max-w-60',
  },
  {
    header: MESSAGES.companies.contact,
    cell: (item) => <Lines lines={[item.contactPerson, item.phone, item.email, item.website]} />,
    className: 'max-w-60',
  },
  {
    header: MESSAGES.marketplace.fields.created,
    cell: (item) => formatDate(item.createdAt),
    className: 'whitespace-nowrap',
  },
];
