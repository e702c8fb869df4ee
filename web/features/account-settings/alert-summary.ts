import { ALERT_SECTION_SWITCH, sectionHasFilter, type AlertSection } from '@domain/alert-sections';
import { countryName } from '@domain/countries';
import type { NotificationDraft } from './notification-draft';

/**
 * One line per alert section saying what it will send, from the form as it is typed: the user sees
 * before saving that a section without a filter sends nothing (docs/decisions/0047), and what a
 * filled one will bring.
 */

const LEAD: Record<AlertSection, string> = {
  cargo: 'Saadetakse uued kaubad',
  transport: 'Saadetakse uued vaba transpordi kuulutused',
  company: 'Saadetakse uued ettevõtted',
};

const OFF: Record<AlertSection, string> = {
  cargo: 'Kaubateavitusi ei saadeta.',
  transport: 'Vaba transpordi teavitusi ei saadeta.',
  company: 'Ettevõtete teavitusi ei saadeta.',
};

const shownDay = (iso: string) => iso.split('-').reverse().join('.');

/** "kaal 10–20 kg", "kaal alates 10 kg", "kaal kuni 20 kg"; null when neither end is set. */
function range(label: string, min: string, max: string, unit = '', format = (v: string) => v): string | null {
  const a = min.trim();
  const b = max.trim();
  const u = unit ? ` ${unit}` : '';
  if (a && b) return `${label} ${format(a)}–${format(b)}${u}`;
  if (a) return `${label} alates ${format(a)}${u}`;
  if (b) return `${label} kuni ${format(b)}${u}`;
  return null;
}

const days = (label: string, from: string, to: string) => range(label, from, to, '', shownDay);

function list(label: string, values: readonly string[], show = (v: string) => v): string | null {
  const given = values.filter((v) => v.trim() !== '');
  return given.length > 0 ? `${label} ${given.map(show).join(', ')}` : null;
}

const countries = (label: string, values: readonly string[]) => list(label, values, countryName);

function parts(section: AlertSection, d: NotificationDraft): (string | null)[] {
  switch (section) {
    case 'cargo':
      return [
        countries('lähteriik', d.cargoOriginCountries),
        countries('sihtriik', d.cargoDestinationCountries),
        list('lähtelinn', d.cargoOriginCities),
        list('sihtlinn', d.cargoDestinationCities),
        list('kauba tüüp', d.cargoTypes),
        list('laadimisviis', d.cargoLoadingTypes),
        list('ühik', d.cargoUnits),
        range('kaal', d.cargoMinWeight, d.cargoMaxWeight, 'kg'),
        range('kogus', d.cargoMinQuantity, d.cargoMaxQuantity),
        days('pealevõtt', d.cargoPickupDateFrom, d.cargoPickupDateTo),
        days('kohaletoimetamine', d.cargoDeliveryDateFrom, d.cargoDeliveryDateTo),
        d.cargoUrgentOnly ? 'ainult kiireloomulised' : null,
      ];
    case 'transport':
      return [
        countries('lähteriik', d.transportOriginCountries),
        countries('sihtriik', d.transportDestinationCountries),
        list('lähtelinn', d.transportOriginCities),
        list('sihtlinn', d.transportDestinationCities),
        list('haagis', d.transportTrailerTypes),
        list('piirkond', d.transportServiceAreas),
        range('kandevõime', d.transportMinCapacity, d.transportMaxCapacity, 't'),
        range('maht', d.transportMinVolumeCapacity, d.transportMaxVolumeCapacity, 'm³'),
        list('mahuühik', d.transportVolumeUnits),
        days('vaba', d.transportAvailableDateFrom, d.transportAvailableDateTo),
      ];
    case 'company':
      return [
        list('tegevusala', d.companySpecialties),
        list('transpordiliik', d.companyTransportTypes),
        list('piirkond', d.companyServiceRegions),
        list('liin', d.companyRegularRoutes),
        d.companyMinEstablishedYear.trim()
          ? `asutatud ${d.companyMinEstablishedYear.trim()} või hiljem`
          : null,
        d.companyMinEmployees.trim() ? `vähemalt ${d.companyMinEmployees.trim()} töötajat` : null,
      ];
  }
}

export type SectionSummary = { sends: boolean; text: string };

export function alertSectionSummary(section: AlertSection, draft: NotificationDraft): SectionSummary {
  if (!draft[ALERT_SECTION_SWITCH[section]]) return { sends: false, text: OFF[section] };
  if (!sectionHasFilter(section, draft)) {
    return {
      sends: false,
      text: 'Midagi ei saadeta: lisage vähemalt üks filter. Ilma filtrita jaotis salvestatakse väljalülitatuna.',
    };
  }
  const text = `${LEAD[section]}: ${parts(section, draft)
    .filter((part): part is string => part !== null)
    .join('; ')}.`;
  if (!draft.isEnabled)
    return { sends: false, text: `Teavitused on välja lülitatud. Sisse lülitades: ${text}` };
  return { sends: true, text };
}
