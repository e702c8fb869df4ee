import { BadgeCheck, Clock, RotateCcw, ShieldAlert } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import { formatAge, formatDate, formatDateTime, formatWeightKg } from '@domain/format';
import { isPossiblyOutdated } from '@domain/freshness';
import { MESSAGES } from '@domain/messages';
import { isLive, isPast } from '@domain/listing-status';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { daysLabel } from '@web/features/listings';
import {
  capacityText,
  cargoPrice,
  PriceText,
  RouteView,
  transportPrice,
  UrgentBadge,
} from '@web/features/marketplace';
import { MatchesButton } from '@web/features/matching';
import { dateRangeText, quantityText, type LabelOf } from '@web/lib/listing-display';
import { useLookupLabels } from '@web/lib/use-lookup-labels';
import { allows, statusBadge, type OwnerAction } from './listing-actions';
import { ListingActionsMenu } from './ListingActionsMenu';
import type { MyListing } from './types';

const FIELDS = MESSAGES.listingFields;

function facts(item: MyListing, labelOf: LabelOf): { label: string; value: string; wide?: boolean }[] {
  if (item.type === 'cargo') {
    return [
      { label: FIELDS.quantity, value: quantityText(item, labelOf) },
      { label: FIELDS.weight, value: formatWeightKg(item.weight) },
      {
        label: MESSAGES.marketplace.fields.dates,
        value: dateRangeText(item.pickupDate, item.deliveryDate),
        wide: true,
      },
    ];
  }
  return [
    { label: MESSAGES.marketplace.fields.capacity, value: capacityText(item, labelOf) },
    { label: FIELDS.availableFrom, value: formatDate(item.availableDate) },
  ];
}

interface MyListingCardProps {
  item: MyListing;
  busy: boolean;
  now: Date;
  onAction: (action: OwnerAction) => void;
  /** Opens the loads that fit a truck, the trucks that fit a load: offered while the listing is live. */
  onShowMatches: () => void;
}

/** One of the user's own listings: status, route, key facts, dates and the owner's actions. */
export function MyListingCard({ item, busy, now, onAction, onShowMatches }: MyListingCardProps) {
  const badge = statusBadge(item, now);
  const canReactivate = allows(item, 'reactivate');
  const canConfirm = allows(item, 'confirm');
  // Only a live listing is matched: the server reads the other kind's live listings against it.
  const live = isLive(item, now);
  const expiresPast = isPast(item.expiresAt, now);
  const labelOf = useLookupLabels();

  return (
    <li data-listing-id={item.id} data-status={badge.kind} aria-busy={busy || undefined}>
      <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={badge.tone} data-badge={badge.kind}>
              {badge.kind === 'expiringSoon' && <Clock aria-hidden="true" />}
              {badge.label}
            </Badge>
            {item.type === 'cargo' && item.isUrgent && <UrgentBadge />}
            {item.underReview && (
              <Badge tone="orange" data-badge="underReview">
                <ShieldAlert aria-hidden="true" />
                {MESSAGES.reports.underReview}
              </Badge>
            )}
          </div>
          <ListingActionsMenu item={item} busy={busy} onAction={onAction} />
        </div>
        <h3 className="text-base">
          <RouteView item={item} />
        </h3>
        {item.underReview && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {MESSAGES.reports.underReviewListing}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="inline-flex h-7 items-center rounded-md bg-slate-100 px-2 text-sm font-medium text-slate-800">
            {item.type === 'cargo'
              ? labelOf('cargoTypes', item.cargoType)
              : labelOf('trailerTypes', item.trailerType)}
          </span>
          <PriceText text={item.type === 'cargo' ? cargoPrice(item) : transportPrice(item)} />
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          {facts(item, labelOf).map(({ label, value, wide }) => (
            <div key={label} className={wide ? 'col-span-2' : 'min-w-0'}>
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            <div className="flex gap-1">
              <dt>{MESSAGES.marketplace.fields.created}</dt>
              <dd className="font-medium text-slate-800">{formatDate(item.createdAt)}</dd>
            </div>
            {item.expiresAt && (
              <div className="flex gap-1">
                <dt>{expiresPast ? ACCOUNT_MESSAGES.myListings.expiredAt : MESSAGES.wizard.expires}</dt>
                <dd className="font-medium text-slate-800">{formatDateTime(item.expiresAt)}</dd>
              </div>
            )}
            {canConfirm && <ConfirmedAge confirmedAt={item.confirmedAt} now={now} />}
            {item.postDurationDays != null && (
              <div className="flex gap-1">
                <dt>{MESSAGES.wizard.duration}</dt>
                <dd className="font-medium text-slate-800">{daysLabel(item.postDurationDays)}</dd>
              </div>
            )}
          </dl>
          {(live || canReactivate || canConfirm) && (
            <div className="flex flex-wrap gap-2">
              {canConfirm && (
                <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('confirm')}>
                  <BadgeCheck aria-hidden="true" />
                  {ACCOUNT_MESSAGES.myListings.confirm}
                </Button>
              )}
              {live && <MatchesButton type={item.type} disabled={busy} onClick={onShowMatches} />}
              {canReactivate && (
                <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('reactivate')}>
                  <RotateCcw aria-hidden="true" />
                  {/* A running listing in its last day is extended: published again for a new duration. */}
                  {live ? ACCOUNT_MESSAGES.myListings.extend : ACCOUNT_MESSAGES.myListings.reactivate}
                </Button>
              )}
            </div>
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * When the owner last said the offer is still available (or published it): "Kinnitatud 3 h tagasi",
 * in orange once the feeds mark it possibly outdated (domain/freshness.ts).
 */
function ConfirmedAge({ confirmedAt, now }: { confirmedAt: string; now: Date }) {
  const stale = isPossiblyOutdated(confirmedAt, now);
  return (
    <div className="flex gap-1" data-confirmed-age={stale ? 'stale' : 'fresh'}>
      <dt>{ACCOUNT_MESSAGES.myListings.confirmedLabel}</dt>
      <dd className={stale ? 'font-medium text-orange-700' : 'font-medium text-slate-800'}>
        <time dateTime={confirmedAt} title={formatDateTime(confirmedAt)}>
          {fillMessage(MESSAGES.marketplace.ageAgo, { age: formatAge(confirmedAt, now) })}
        </time>
      </dd>
    </div>
  );
}
