import type { CargoItem, TransportItem } from '@domain/contract/listings';
import { countMessage, fillMessage } from '@domain/catalogue';
import { formatNumber } from '@domain/format';
import type { LoadingSide } from '@domain/freight';
import { MESSAGES } from '@domain/messages';
import { countryText, storedText, type LabelOf } from './listing-display';

/**
 * A load's freight details (domain/freight.ts) as a reader sees them. Every one is optional and most
 * listings have none, so only the details that are given are said: no row of dashes.
 */

/** The freight fields of a cargo listing: a feed's row, the owner's, a template's. */
export type FreightFields = Pick<
  CargoItem,
  | 'loadType'
  | 'loadingMeters'
  | 'palletCount'
  | 'palletType'
  | 'pieceLength'
  | 'pieceWidth'
  | 'pieceHeight'
  | 'adrClass'
  | 'unNumber'
  | 'temperatureMin'
  | 'temperatureMax'
  | 'bodyTypes'
  | 'loadingSides'
  | 'unloadingSides'
  | 'palletExchange'
  | 'priceIncludesVat'
  | 'paymentTermDays'
>;

export interface FreightFact {
  label: string;
  value: string;
}

const FIELDS = MESSAGES.listingFields;
const FREIGHT = MESSAGES.freight;

/** '6,8 LDM'. */
function loadingMetresText(value: number): string {
  return fillMessage(FREIGHT.ldm, { value: formatNumber(value) });
}

/** '2,4 m'. */
function metresText(value: number): string {
  return `${formatNumber(value)}\u00A0${FIELDS.unitMetres}`;
}

/** '−18…−15 °C', 'alates 2 °C', 'kuni 8 °C'; null without either end. */
export function temperatureText(
  item: Pick<FreightFields, 'temperatureMin' | 'temperatureMax'>,
): string | null {
  const { temperatureMin: min, temperatureMax: max } = item;
  if (min != null && max != null) {
    return fillMessage(FREIGHT.temperature, { min: formatNumber(min), max: formatNumber(max) });
  }
  if (min != null) return fillMessage(FREIGHT.temperatureFrom, { min: formatNumber(min) });
  if (max != null) return fillMessage(FREIGHT.temperatureTo, { max: formatNumber(max) });
  return null;
}

/** '14 × EUR-alus 120×80', or whichever of the count and the type is given. */
function palletFact(item: FreightFields): FreightFact | null {
  const { palletCount: count, palletType: type } = item;
  const typeText = type ? FREIGHT.pallet[type] : null;
  if (count != null && typeText) {
    return {
      label: FIELDS.palletCount,
      value: fillMessage(FREIGHT.pallets, { count: formatNumber(count), type: typeText }),
    };
  }
  if (count != null) return { label: FIELDS.palletCount, value: formatNumber(count) };
  if (typeText) return { label: FIELDS.palletType, value: typeText };
  return null;
}

/**
 * '2,4 × 1,2 × 1,8 m' when all three measures are given; otherwise the given ones, each named, since
 * a lone '2,4 m' would not say which way it runs.
 */
function pieceFact(item: FreightFields): FreightFact | null {
  const { pieceLength: length, pieceWidth: width, pieceHeight: height } = item;
  if (length != null && width != null && height != null) {
    return {
      label: FIELDS.pieceSize,
      value: fillMessage(FREIGHT.size, {
        length: formatNumber(length),
        width: formatNumber(width),
        height: formatNumber(height),
      }),
    };
  }
  const parts = [
    length != null ? `${FIELDS.pieceLength} ${metresText(length)}` : null,
    width != null ? `${FIELDS.pieceWidth} ${metresText(width)}` : null,
    height != null ? `${FIELDS.pieceHeight} ${metresText(height)}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? { label: FIELDS.pieceSize, value: parts.join(' · ') } : null;
}

/** 'ADR 3 · UN 1203'. A UN number always comes with its class; one without is still shown. */
function adrFact(item: FreightFields): FreightFact | null {
  const unNumber = item.unNumber?.trim();
  const un = unNumber ? `UN ${unNumber}` : null;
  if (item.adrClass) {
    const adr = fillMessage(FREIGHT.adr, { class: item.adrClass });
    return { label: FIELDS.adrClass, value: un ? `${adr} · ${un}` : adr };
  }
  return un ? { label: FIELDS.unNumber, value: un } : null;
}

function sidesText(sides: readonly LoadingSide[] | null): string | null {
  return sides && sides.length > 0 ? sides.map((side) => FREIGHT.side[side]).join(', ') : null;
}

function yesNo(value: boolean): string {
  return value ? MESSAGES.generic.yes : MESSAGES.generic.no;
}

/** 'tent, reefer': a load's body types in the page's language; empty when it names none. */
export function bodyTypesText(values: readonly string[] | null, lookup: LabelOf = storedText): string {
  return (values ?? [])
    .filter((value) => value.trim() !== '')
    .map((value) => lookup('trailerTypes', value))
    .join(', ');
}

/**
 * The freight details of a listing's full view, in the order a dispatcher weighs them: the load, its
 * handling, then the money. `lookup` says a body type in the page's language.
 */

export function freightFacts(item: FreightFields, lookup: LabelOf = storedText): FreightFact[] {
  const temperature = temperatureText(item);
  const bodyTypes = bodyTypesText(item.bodyTypes, lookup);
  const loadingSides = sidesText(item.loadingSides);
  const unloadingSides = sidesText(item.unloadingSides);
  const facts: (FreightFact | null)[] = [
    item.loadType ? { label: FIELDS.loadType, value: FREIGHT.loadType[item.loadType] } : null,
    item.loadingMeters != null
      ? { label: FIELDS.loadingMeters, value: loadingMetresText(item.loadingMeters) }
      : null,
    palletFact(item),
    pieceFact(item),
    adrFact(item),
    temperature ? { label: FREIGHT.temperatureTitle, value: temperature } : null,
    bodyTypes ? { label: FIELDS.bodyTypes, value: bodyTypes } : null,
    loadingSides ? { label: FIELDS.loadingSides, value: loadingSides } : null,
    unloadingSides ? { label: FIELDS.unloadingSides, value: unloadingSides } : null,
    item.palletExchange != null ? { label: FIELDS.palletExchange, value: yesNo(item.palletExchange) } : null,
    item.priceIncludesVat != null
      ? { label: FIELDS.priceIncludesVat, value: yesNo(item.priceIncludesVat) }
      : null,
    item.paymentTermDays != null
      ? { label: FIELDS.paymentTermDays, value: countMessage(FREIGHT.paymentTerm, item.paymentTermDays) }
      : null,
  ];
  return facts.filter((fact) => fact !== null);
}

export type FreightBadgeKey = 'loadType' | 'loadingMeters' | 'adr' | 'temperature';

export interface FreightBadge {
  key: FreightBadgeKey;
  text: string;
  /** The badge's words in full, for a tooltip. */
  title?: string;
}

/**
 * The short marks a dispatcher scans a feed by: FTL/LTL, loading metres, ADR and temperature, in that
 * order, only those given. FTL and LTL are the trade's own abbreviations in every language.
 */
export function freightBadges(item: FreightFields): FreightBadge[] {
  const badges: FreightBadge[] = [];
  if (item.loadType) badges.push({ key: 'loadType', text: item.loadType.toUpperCase() });
  if (item.loadingMeters != null) {
    badges.push({ key: 'loadingMeters', text: loadingMetresText(item.loadingMeters) });
  }
  if (item.adrClass) {
    badges.push({
      key: 'adr',
      text: fillMessage(FREIGHT.adr, { class: item.adrClass }),
      title: fillMessage(FREIGHT.adrTitle, { class: item.adrClass }),
    });
  }
  const temperature = temperatureText(item);
  if (temperature) badges.push({ key: 'temperature', text: temperature, title: FREIGHT.temperatureTitle });
  return badges;
}

/** A truck's freight fields (issue 30, item 2). */
export type TruckFreightFields = Pick<
  TransportItem,
  'loadingMeters' | 'adrClasses' | 'temperatureMin' | 'temperatureMax' | 'wantedDirections'
>;

/** 'Läti; Tartu ± 50 km': a truck's wanted directions in one line. */
function directionsText(directions: TruckFreightFields['wantedDirections']): string | null {
  if (!directions || directions.length === 0) return null;
  return directions
    .map((direction) =>
      direction.placeId !== null && direction.name
        ? fillMessage(FREIGHT.directionNear, {
            place: direction.name,
            radius: formatNumber(direction.radiusKm ?? 0),
          })
        : countryText(direction.country),
    )
    .join('; ');
}

/** A truck's freight details for its full view: only those given. */
export function truckFreightFacts(item: TruckFreightFields): FreightFact[] {
  const temperature = temperatureText(item);
  const directions = directionsText(item.wantedDirections);
  const facts: (FreightFact | null)[] = [
    item.loadingMeters != null
      ? { label: FIELDS.loadingMeters, value: loadingMetresText(item.loadingMeters) }
      : null,
    item.adrClasses && item.adrClasses.length > 0
      ? { label: FIELDS.adrClasses, value: item.adrClasses.join(', ') }
      : null,
    temperature ? { label: FREIGHT.temperatureTitle, value: temperature } : null,
    directions ? { label: FIELDS.wantedDirections, value: directions } : null,
  ];
  return facts.filter((fact) => fact !== null);
}

/** A truck's marks in a feed: loading metres, ADR (its classes in the tooltip), temperature. */
export function truckFreightBadges(item: TruckFreightFields): FreightBadge[] {
  const badges: FreightBadge[] = [];
  if (item.loadingMeters != null) {
    badges.push({ key: 'loadingMeters', text: loadingMetresText(item.loadingMeters) });
  }
  if (item.adrClasses && item.adrClasses.length > 0) {
    badges.push({
      key: 'adr',
      text: FREIGHT.adrAny,
      title: fillMessage(FREIGHT.adrClassesTitle, { classes: item.adrClasses.join(', ') }),
    });
  }
  const temperature = temperatureText(item);
  if (temperature) badges.push({ key: 'temperature', text: temperature, title: FREIGHT.temperatureTitle });
  return badges;
}
