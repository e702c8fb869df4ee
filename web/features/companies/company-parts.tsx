import { Building2, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { countMessage, fillMessage } from '@domain/catalogue';
import type { CompanyItem } from '@domain/contract/companies';
import { formatNumber } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { placeText } from '@web/lib/place-display';
import { cn } from '@web/lib/cn';
import type { LabelOf, LookupList } from '@web/lib/listing-display';
import { splitRoute } from '@domain/regular-routes';
import { safeLogoUrl, splitVisible } from './company-display';

const TAG_TONES = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-100',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

export type TagTone = keyof typeof TAG_TONES;

export function Tag({
  children,
  tone = 'slate',
  title,
}: {
  children: ReactNode;
  tone?: TagTone;
  title?: string;
}) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex max-w-full items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TAG_TONES[tone],
      )}
    >
      <span className="truncate">{children}</span>
    </span>
  );
}

/** "+N" for the items a cell or card has no room for; their names show on hover and to screen readers. */
function MoreCounter({ hidden }: { hidden: readonly string[] }) {
  if (hidden.length === 0) return null;
  return (
    <span
      title={hidden.join(', ')}
      className="inline-flex items-center rounded-md bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700"
    >
      <span aria-hidden="true">+{hidden.length}</span>
      <span className="sr-only">{countMessage(MESSAGES.companies.moreCount, hidden.length)}</span>
    </span>
  );
}

/**
 * Lookup values of `list` (transport types, regions) as tags in the page's language, the first `max`
 * of them, then "+N".
 */
export function TagList({
  values,
  list,
  labels,
  max,
  tone,
  label,
}: {
  values: readonly string[];
  list: LookupList;
  labels: LabelOf;
  max: number;
  tone?: TagTone;
  label: string;
}) {
  if (values.length === 0) return <span className="text-slate-400">–</span>;
  const { visible, hidden } = splitVisible(values, max);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {visible.map((value, index) => (
        <li key={`${value}-${index}`} className="max-w-full">
          <Tag tone={tone}>{labels(list, value)}</Tag>
        </li>
      ))}
      {hidden.length > 0 && (
        <li>
          <MoreCounter hidden={hidden.map((value) => labels(list, value))} />
        </li>
      )}
    </ul>
  );
}

/** 'Tallinn → Riga' with a quieter arrow; a route typed without an arrow shows as it is. */
export function RouteText({ route, className }: { route: string; className?: string }) {
  const ends = splitRoute(route);
  if (!ends) return <span className={className}>{route}</span>;
  return (
    <span className={className}>
      <span className="whitespace-nowrap">{ends.from}</span> <span className="text-slate-400">→</span>{' '}
      <span className="whitespace-nowrap">{ends.to}</span>
    </span>
  );
}

export function RouteList({
  routes,
  max,
  label,
}: {
  routes: readonly { route: string }[];
  max: number;
  label: string;
}) {
  if (routes.length === 0) return <span className="text-slate-400">–</span>;
  const { visible, hidden } = splitVisible(routes, max);
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {visible.map((item, index) => (
        <li key={`${item.route}-${index}`} className="text-slate-800">
          <RouteText route={item.route} />
        </li>
      ))}
      {hidden.length > 0 && (
        <li>
          <MoreCounter hidden={hidden.map((item) => item.route)} />
        </li>
      )}
    </ul>
  );
}

export function CompanyAvatar({ logoUrl, className }: { logoUrl: string | null; className?: string }) {
  const logo = safeLogoUrl(logoUrl);
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100',
        className,
      )}
    >
      {logo ? (
        <img src={logo} alt="" className="size-full object-contain" loading="lazy" />
      ) : (
        <Building2 aria-hidden="true" className="size-5" />
      )}
    </span>
  );
}

export function OwnBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset">
      {MESSAGES.companies.own}
    </span>
  );
}

/**
 * Where the company is based ("Tartu, Eesti"), and with a "near a place" filter how far that is from
 * the searched place; nothing for a company without a base place.
 */
export function CompanyPlace({ company }: { company: Pick<CompanyItem, 'basePlace' | 'distanceKm'> }) {
  if (!company.basePlace) return null;
  const distance = company.distanceKm;
  return (
    <span className="flex flex-wrap items-center gap-1 text-xs text-slate-600" data-company-place>
      <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
      <span className="min-w-0">{placeText(company.basePlace)}</span>
      {distance != null && (
        <span
          className="rounded bg-brand-50 px-1 font-medium whitespace-nowrap text-brand-800"
          data-point-distance="company"
          title={fillMessage(MESSAGES.marketplace.fromCompanyPoint, { distance: formatNumber(distance) })}
        >
          <span aria-hidden="true">
            {fillMessage(MESSAGES.marketplace.pointDistance, { distance: formatNumber(distance) })}
          </span>
          <span className="sr-only">
            {fillMessage(MESSAGES.marketplace.fromCompanyPoint, { distance: formatNumber(distance) })}
          </span>
        </span>
      )}
    </span>
  );
}
