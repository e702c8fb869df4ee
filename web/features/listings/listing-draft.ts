import { DEFAULT_COUNTRY, normalizeCountry } from '@domain/countries';
import { cargoTemplateDataSchema, firstProblem, transportTemplateDataSchema } from '@domain/listing-input';
import { DEFAULT_DURATION_DAYS, type ListingType } from '@domain/plans';

/**
 * What the add-listing and edit forms hold while the user types: text exactly as typed (numbers too,
 * so "12,5" survives until it is parsed), one shape for both types so that switching the type in step 1
 * keeps the route and contact already entered. The domain schemas (domain/listing-input.ts) read this
 * shape as it is: they parse the numbers, clean the text and drop the other type's fields.
 */
export interface ListingDraft {
  listingType: ListingType;
  originCity: string;
  originCountry: string;
  destinationCity: string;
  destinationCountry: string;
  /** The picked place of each end (a GeoNames id as text), '' when the city was typed. */
  originPlaceId: string;
  destinationPlaceId: string;
  notes: string;
  // cargo
  cargoType: string;
  loadingType: string;
  quantity: string;
  unit: string;
  weight: string;
  priceAmount: string;
  pickupDate: string;
  deliveryDate: string;
  isUrgent: boolean;
  // cargo: the ends' time windows ('08:00' as typed) and the stops between them (domain/stops.ts)
  pickupTimeFrom: string;
  pickupTimeTo: string;
  deliveryTimeFrom: string;
  deliveryTimeTo: string;
  stops: DraftStop[];
  // cargo: the freight details ("Rohkem detaile"; domain/freight.ts)
  loadType: string;
  loadingMeters: string;
  palletCount: string;
  palletType: string;
  pieceLength: string;
  pieceWidth: string;
  pieceHeight: string;
  adrClass: string;
  unNumber: string;
  temperatureMin: string;
  temperatureMax: string;
  paymentTermDays: string;
  bodyTypes: string[];
  loadingSides: string[];
  unloadingSides: string[];
  /** null: not said (a select's "—"), as the API stores it. */
  palletExchange: boolean | null;
  priceIncludesVat: boolean | null;
  // transport
  trailerType: string;
  capacity: string;
  volumeCapacity: string;
  volumeUnit: string;
  availableDate: string;
  serviceArea: string;
  pricePerKm: string;
  adrClasses: string[];
  wantedDirections: DraftDirection[];
  // contact
  companyName: string;
  contactPerson: string;
  contactPhone: string;
  contactEmail: string;
  /** The chosen duration in days: DEFAULT_DURATION_DAYS until another is chosen. */
  durationDays: number | null;
}

/**
 * A truck's wanted direction as the form holds it: a country, or a picked place (its id and name) with
 * a radius. `kind` is the form's own (the schema reads the rest, a place before a country).
 */
export interface DraftDirection {
  kind: 'country' | 'place';
  country: string;
  placeId: string;
  name: string;
  radiusKm: string;
}

/** A stop between the pickup and the delivery as the form holds it (its place picked or typed). */
export interface DraftStop {
  kind: 'loading' | 'unloading';
  city: string;
  country: string;
  /** The picked place's id as text, '' when the city was typed. */
  placeId: string;
  date: string;
  timeFrom: string;
  timeTo: string;
}

export function emptyStop(kind: DraftStop['kind'] = 'loading'): DraftStop {
  return { kind, city: '', country: DEFAULT_COUNTRY, placeId: '', date: '', timeFrom: '', timeTo: '' };
}

export function emptyDirection(kind: DraftDirection['kind'] = 'country'): DraftDirection {
  return { kind, country: '', placeId: '', name: '', radiusKm: '' };
}

export type DraftField = Exclude<keyof ListingDraft, 'listingType'>;

/** The draft's lists of choices and its yes/no/not-said answers: not typed text. */
export const FREIGHT_LISTS = ['bodyTypes', 'loadingSides', 'unloadingSides', 'adrClasses'] as const;
export const FREIGHT_FLAGS = ['palletExchange', 'priceIncludesVat'] as const;
/** The freight details typed or chosen as text. */
export const FREIGHT_TEXT = [
  'loadType',
  'loadingMeters',
  'palletCount',
  'palletType',
  'pieceLength',
  'pieceWidth',
  'pieceHeight',
  'adrClass',
  'unNumber',
  'temperatureMin',
  'temperatureMax',
  'paymentTermDays',
] as const;
export type FreightField =
  | (typeof FREIGHT_TEXT)[number]
  | (typeof FREIGHT_LISTS)[number]
  | (typeof FREIGHT_FLAGS)[number]
  | 'wantedDirections';

const DEFAULT_VOLUME_UNIT = 'm³';

const NUMBER_FIELDS = {
  cargo: ['quantity', 'weight', 'priceAmount'],
  transport: ['capacity', 'volumeCapacity', 'pricePerKm'],
} as const satisfies Record<ListingType, readonly DraftField[]>;

const COMMON_TEXT = [
  'originCity',
  'destinationCity',
  'originPlaceId',
  'destinationPlaceId',
  'notes',
] as const;
export const CONTACT_FIELDS = ['companyName', 'contactPerson', 'contactPhone', 'contactEmail'] as const;
const CARGO_TEXT = ['cargoType', 'loadingType', 'unit'] as const;
const TRANSPORT_TEXT = ['trailerType', 'volumeUnit', 'serviceArea'] as const;
const CARGO_DATES = ['pickupDate', 'deliveryDate'] as const;
const TRANSPORT_DATES = ['availableDate'] as const;

export interface ContactPrefill {
  companyName?: string | null;
  contactPerson?: string | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
}

export function emptyDraft(listingType: ListingType = 'cargo', contact: ContactPrefill = {}): ListingDraft {
  return {
    listingType,
    originCity: '',
    originCountry: DEFAULT_COUNTRY,
    destinationCity: '',
    destinationCountry: DEFAULT_COUNTRY,
    originPlaceId: '',
    destinationPlaceId: '',
    notes: '',
    cargoType: '',
    loadingType: '',
    quantity: '',
    unit: '',
    weight: '',
    priceAmount: '',
    pickupDate: '',
    deliveryDate: '',
    isUrgent: false,
    pickupTimeFrom: '',
    pickupTimeTo: '',
    deliveryTimeFrom: '',
    deliveryTimeTo: '',
    stops: [],
    loadType: '',
    loadingMeters: '',
    palletCount: '',
    palletType: '',
    pieceLength: '',
    pieceWidth: '',
    pieceHeight: '',
    adrClass: '',
    unNumber: '',
    temperatureMin: '',
    temperatureMax: '',
    paymentTermDays: '',
    bodyTypes: [],
    loadingSides: [],
    unloadingSides: [],
    palletExchange: null,
    priceIncludesVat: null,
    trailerType: '',
    capacity: '',
    volumeCapacity: '',
    volumeUnit: DEFAULT_VOLUME_UNIT,
    availableDate: '',
    serviceArea: '',
    pricePerKm: '',
    adrClasses: [],
    wantedDirections: [],
    companyName: contact.companyName ?? '',
    contactPerson: contact.contactPerson ?? '',
    contactPhone: contact.contactPhone ?? '',
    contactEmail: contact.contactEmail ?? '',
    durationDays: DEFAULT_DURATION_DAYS,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Numbers are shown the Estonian way ('12,5'); the schemas read a comma as the decimal mark.
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).replace('.', ',');
  return undefined;
}

const DRAFT_TEXT_FIELDS = [
  ...COMMON_TEXT,
  ...CONTACT_FIELDS,
  ...CARGO_TEXT,
  ...TRANSPORT_TEXT,
  ...NUMBER_FIELDS.cargo,
  ...NUMBER_FIELDS.transport,
  ...FREIGHT_TEXT,
  'pickupTimeFrom',
  'pickupTimeTo',
  'deliveryTimeFrom',
  'deliveryTimeTo',
] as const;

const NESTED_CONTACT = {
  companyName: 'companyName',
  contactPerson: 'contactPerson',
  phone: 'contactPhone',
  email: 'contactEmail',
} as const;

/**
 * A draft from listing-shaped data: a template's data, or a listing of one's own (contact nested under
 * `contact`). Unknown keys are ignored and wrong-typed or null values keep the base's value (the
 * profile's contact, for a template that has none); null when the data is not an object.
 */
export function dataToDraft(
  listingType: ListingType,
  data: unknown,
  base: ListingDraft = emptyDraft(listingType),
): ListingDraft | null {
  if (!isRecord(data)) return null;
  const draft: ListingDraft = { ...base, listingType };
  for (const key of DRAFT_TEXT_FIELDS) {
    const value = asText(data[key]);
    if (value !== undefined) draft[key] = value;
  }
  for (const key of ['originCountry', 'destinationCountry'] as const) {
    const country = normalizeCountry(asText(data[key]));
    if (country) draft[key] = country;
  }
  for (const key of [...CARGO_DATES, ...TRANSPORT_DATES]) {
    const value = asText(data[key]);
    if (value !== undefined) draft[key] = /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
  }
  const urgent = data.isUrgent;
  if (typeof urgent === 'boolean') draft.isUrgent = urgent;
  for (const key of FREIGHT_LISTS) {
    const list = data[key];
    if (Array.isArray(list)) draft[key] = list.filter((value): value is string => typeof value === 'string');
  }
  if (Array.isArray(data.stops)) {
    // A listing's answer gives the whole route (its ends first and last); a template, the stops between.
    const between = 'id' in data ? data.stops.slice(1, -1) : data.stops;
    draft.stops = between.flatMap(toDraftStop);
  }
  if (Array.isArray(data.wantedDirections)) {
    draft.wantedDirections = data.wantedDirections.flatMap(toDraftDirection);
  }
  for (const key of FREIGHT_FLAGS) {
    const flag = data[key];
    if (typeof flag === 'boolean' || flag === null) draft[key] = flag;
  }
  // A listing answer carries its contact nested; a template carries it flat.
  const contact = data.contact;
  if (isRecord(contact)) {
    for (const [from, to] of Object.entries(NESTED_CONTACT)) {
      const value = asText(contact[from]);
      if (value !== undefined) draft[to] = value;
    }
  }
  if (!draft.volumeUnit.trim()) draft.volumeUnit = DEFAULT_VOLUME_UNIT;
  return draft;
}

/** A stored or templated stop as the form holds it; one without a city is dropped. */
function toDraftStop(value: unknown): DraftStop[] {
  if (!isRecord(value)) return [];
  const city = asText(value.city);
  if (!city) return [];
  const date = asText(value.date);
  return [
    {
      kind: value.kind === 'unloading' ? 'unloading' : 'loading',
      city,
      country: normalizeCountry(asText(value.country)) ?? DEFAULT_COUNTRY,
      placeId: asText(value.placeId) ?? '',
      date: date && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : '',
      timeFrom: asText(value.timeFrom) ?? '',
      timeTo: asText(value.timeTo) ?? '',
    },
  ];
}

/** A stored or templated direction as the form holds it; what is neither a place nor a country is dropped. */
function toDraftDirection(value: unknown): DraftDirection[] {
  if (!isRecord(value)) return [];
  const placeId = asText(value.placeId);
  if (placeId) {
    return [
      {
        ...emptyDirection('place'),
        placeId,
        name: asText(value.name) ?? '',
        radiusKm: asText(value.radiusKm) ?? '',
      },
    ];
  }
  const country = normalizeCountry(asText(value.country));
  return country ? [{ ...emptyDirection('country'), country }] : [];
}

export type TemplateDataResult = { ok: true; data: Record<string, unknown> } | { ok: false; message: string };

/**
 * A template's data from the form: the listing's fields in their stored form (parsed numbers, cleaned
 * text), without the duration. A half-filled form is fine; a value the listing could not hold is not.
 */
export function draftToTemplateData(draft: ListingDraft): TemplateDataResult {
  const schema = draft.listingType === 'cargo' ? cargoTemplateDataSchema : transportTemplateDataSchema;
  const parsed = schema.safeParse(draft);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, message: firstProblem(parsed.error).message };
}

/**
 * The contact step's starting values until GET /api/me/publishing answers (or when it failed): the
 * account's e-mail and the name given at sign-up. Its `contact` is the profile's (company name,
 * contact person, phone, e-mail: what the settings page's profile and company tabs save) and takes
 * their place; the wizard fills it into the fields still empty when it arrives later.
 */
export function contactPrefill(user: { email: string; name: string } | null | undefined): ContactPrefill {
  if (!user) return {};
  return { contactEmail: user.email, contactPerson: user.name.trim() || null };
}
