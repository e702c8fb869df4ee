import type { ReactNode } from 'react';
import type { AdminCompanyItem, AdminListingItem } from '@domain/contract/admin-entries';
import { formatDate } from '@domain/format';
import { listingBadge, type ListingBadgeKind } from '@domain/listing-badge';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { lookupLabel, routeText } from '@web/lib/listing-display';
import type { AdminColumn } from '../AdminList';
import { LISTING_TYPE_LABELS, listingKind } from './entries-view';

const MISSING = '–';

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

/** The listing tabs' columns: the spec's short id, type, company, route, contact, date, and the status. */
export function listingColumns(now: Date): AdminColumn<AdminListingItem>[] {
  return [
    {
      header: 'ID',
      cell: (item) => <ShortId id={item.shortId} />,
      className: 'whitespace-nowrap',
      hideOnCard: true,
    },
    {
      header: 'Tüüp',
      cell: (item) => (
        <>
          <div className="whitespace-nowrap">{LISTING_TYPE_LABELS[item.type]}</div>
          <Secondary>{lookupLabel(listingKind(item))}</Secondary>
        </>
      ),
    },
    {
      header: 'Ettevõte',
      cell: (item) => (
        <>
          <div className="break-words">{item.contact.companyName ?? MISSING}</div>
          {item.owner.email && <Secondary>{item.owner.email}</Secondary>}
        </>
      ),
      className: 'max-w-48',
    },
    { header: 'Marsruut', cell: (item) => routeText(item), hideOnCard: true, className: 'max-w-56' },
    {
      header: 'Kontakt',
      cell: (item) => <Lines lines={[item.contact.contactPerson, item.contact.phone, item.contact.email]} />,
      className: 'max-w-52',
    },
    { header: 'Olek', cell: (item) => <ListingStatus item={item} now={now} /> },
    {
      header: 'Kuupäev',
      cell: (item) => (
        <>
          <div className="whitespace-nowrap">{formatDate(item.createdAt)}</div>
          {item.expiresAt && <Secondary>kuni {formatDate(item.expiresAt)}</Secondary>}
        </>
      ),
    },
  ];
}

function companyRoutes(item: AdminCompanyItem): string[] {
  const routes = item.regularRoutes.map((r) => r.route);
  return routes.length > 0 ? routes : item.serviceRegions.map(lookupLabel);
}

/** The companies tab's columns. */
export const COMPANY_COLUMNS: AdminColumn<AdminCompanyItem>[] = [
  {
    header: 'ID',
    cell: (item) => <ShortId id={item.shortId} />,
    className: 'whitespace-nowrap',
    hideOnCard: true,
  },
  {
    header: 'Ettevõte',
    cell: (item) => (
      <>
        <div className="font-medium break-words">{item.companyName}</div>
        {item.specialty && <Secondary>{lookupLabel(item.specialty)}</Secondary>}
        {item.owner.email && <Secondary>{item.owner.email}</Secondary>}
      </>
    ),
    hideOnCard: true,
    className: 'max-w-60',
  },
  {
    header: 'Marsruudid ja piirkonnad',
    cell: (item) => <Lines lines={companyRoutes(item).slice(0, 3)} />,
    className: 'max-w-60',
  },
  {
    header: 'Kontakt',
    cell: (item) => <Lines lines={[item.contactPerson, item.phone, item.email, item.website]} />,
    className: 'max-w-60',
  },
  { header: 'Lisatud', cell: (item) => formatDate(item.createdAt), className: 'whitespace-nowrap' },
];
