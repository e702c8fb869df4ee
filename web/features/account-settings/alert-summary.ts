import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { ALERT_SECTION_SWITCH, sectionHasFilter, type AlertSection } from '@domain/alert-sections';
import { countMessage, fillMessage } from '@domain/catalogue';
import { formatDate } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { RADIUS_KM } from '@domain/places';
import { countryText, storedText, type LabelOf, type LookupList } from '@web/lib/listing-display';
import type { NotificationDraft } from './notification-draft';

/**
 * One line per alert section saying what it will send, from the form as it is typed: the user sees
 * before saving that a section without a filter sends nothing (docs/decisions/0047), and what a
 * filled one will bring. Lookup values read as their labels in the page's language, countries by
 * their names there.
 */

const S = ACCOUNT_MESSAGES.alertSummary;
const W = S.word;
const UNIT = MESSAGES.marketplace.filters;

/** "kaal 10–20 kg", "kaal alates 10 kg", "kaal kuni 20 kg"; null when neither end is set. */
function range(label: string, min: string, max: string, unit = '', format = (v: string) => v): string | null {
  const a = min.trim();
  const b = max.trim();
  const u = unit ? ` ${unit}` : '';
  if (a && b) return fillMessage(S.between, { label, from: format(a), to: `${format(b)}${u}` });
  if (a) return fillMessage(S.from, { label, value: `${format(a)}${u}` });
  if (b) return fillMessage(S.until, { label, value: `${format(b)}${u}` });
  return null;
}

const days = (label: string, from: string, to: string) =>
  range(label, from, to, '', (day) => formatDate(day));

function list(label: string, values: readonly string[], show = (v: string) => v): string | null {
  const given = values.filter((v) => v.trim() !== '');
  return given.length > 0 ? fillMessage(S.list, { label, values: given.map(show).join(', ') }) : null;
}

const countries = (label: string, values: readonly string[]) => list(label, values, countryText);

/** "pealelaadimine kuni 100 km valitud kohast"; null without a place (the radius alone is no filter). */
function near(label: string, place: string, radius: string): string | null {
  if (!place.trim()) return null;
  return fillMessage(S.near, { label, radius: radius.trim() || String(RADIUS_KM.default) });
}

/** The shared "near a place" filters of both listing sections (docs/decisions/0068). */
const nearParts = (d: NotificationDraft) => [
  near(W.originNear, d.originNear, d.originRadiusKm),
  near(W.destinationNear, d.destinationNear, d.destinationRadiusKm),
];

function parts(section: AlertSection, d: NotificationDraft, labelOf: LabelOf): (string | null)[] {
  const lookups = (label: string, values: readonly string[], of: LookupList) =>
    list(label, values, (value) => labelOf(of, value));
  switch (section) {
    case 'cargo':
      return [
        countries(W.originCountry, d.cargoOriginCountries),
        countries(W.destinationCountry, d.cargoDestinationCountries),
        list(W.originCity, d.cargoOriginCities),
        list(W.destinationCity, d.cargoDestinationCities),
        lookups(W.cargoType, d.cargoTypes, 'cargoTypes'),
        lookups(W.loadingType, d.cargoLoadingTypes, 'loadingTypes'),
        lookups(W.unit, d.cargoUnits, 'units'),
        range(W.weight, d.cargoMinWeight, d.cargoMaxWeight, UNIT.unitKg),
        range(W.quantity, d.cargoMinQuantity, d.cargoMaxQuantity),
        days(W.pickup, d.cargoPickupDateFrom, d.cargoPickupDateTo),
        days(W.delivery, d.cargoDeliveryDateFrom, d.cargoDeliveryDateTo),
        d.cargoUrgentOnly ? W.urgentOnly : null,
        ...nearParts(d),
      ];
    case 'transport':
      return [
        countries(W.originCountry, d.transportOriginCountries),
        countries(W.destinationCountry, d.transportDestinationCountries),
        list(W.originCity, d.transportOriginCities),
        list(W.destinationCity, d.transportDestinationCities),
        lookups(W.trailer, d.transportTrailerTypes, 'trailerTypes'),
        lookups(W.region, d.transportServiceAreas, 'serviceRegions'),
        range(W.capacity, d.transportMinCapacity, d.transportMaxCapacity, UNIT.unitT),
        range(W.volume, d.transportMinVolumeCapacity, d.transportMaxVolumeCapacity, UNIT.unitM3),
        lookups(W.volumeUnit, d.transportVolumeUnits, 'units'),
        days(W.available, d.transportAvailableDateFrom, d.transportAvailableDateTo),
        ...nearParts(d),
      ];
    case 'company': {
      const year = d.companyMinEstablishedYear.trim();
      const employees = d.companyMinEmployees.trim();
      const employeeCount = Number(employees);
      return [
        lookups(W.specialty, d.companySpecialties, 'specializations'),
        lookups(W.transportType, d.companyTransportTypes, 'transportTypes'),
        lookups(W.region, d.companyServiceRegions, 'serviceRegions'),
        list(W.route, d.companyRegularRoutes),
        year ? fillMessage(S.founded, { year }) : null,
        employees && Number.isFinite(employeeCount) ? countMessage(S.minEmployees, employeeCount) : null,
      ];
    }
  }
}

export type SectionSummary = { sends: boolean; text: string };

/** `labelOf` names the lookup values (use-lookup-labels.ts); without it they read as stored. */
export function alertSectionSummary(
  section: AlertSection,
  draft: NotificationDraft,
  labelOf: LabelOf = storedText,
): SectionSummary {
  if (!draft[ALERT_SECTION_SWITCH[section]]) return { sends: false, text: S.off[section] };
  if (!sectionHasFilter(section, draft)) return { sends: false, text: S.noFilter };
  const filters = parts(section, draft, labelOf)
    .filter((part): part is string => part !== null)
    .join('; ');
  const text = fillMessage(S.lead[section], { filters });
  if (!draft.isEnabled) return { sends: false, text: fillMessage(S.allOff, { summary: text }) };
  return { sends: true, text };
}
