import { ADMIN_ACTION_LABELS } from '@domain/admin-activity';
import { countryName } from '@domain/countries';
import type { ActivityItem } from '@domain/contract/admin';
import { FEEDBACK_STATUS_LABELS } from '@domain/feedback';
import { formatDate, formatDateTime, formatMoney } from '@domain/format';

/** The action's Estonian label. */
export function activityLabel(item: Pick<ActivityItem, 'action'>): string {
  return ADMIN_ACTION_LABELS[item.action];
}

/**
 * The fields the log records, by the labels the forms and lists give them elsewhere (the listing
 * form, the users' and credits' tables, the maintenance dialog). A field not named here is shown as
 * stored rather than hidden.
 */
const FIELD_LABELS: Record<string, string> = {
  status: 'Staatus',
  tier: 'Pakett',
  isTrial: 'Prooviaeg',
  end: 'Kehtib kuni',
  role: 'Roll',
  email: 'E-post',
  value: 'Hind',
  name: 'Nimetus',
  enabled: 'Hooldusrežiim',
  title: 'Pealkiri',
  subtitle: 'Alapealkiri',
  attempts: 'Katseid',
  monthlyCredits: 'Kuus',
  creditsUsed: 'Kasutatud',
  bonusCredits: 'Lisakrediidid',
  showInCompanyDirectory: 'Kataloogis',
  // A listing (the add-listing form's labels) and a company (the company form's).
  expiresAt: 'Aegub',
  createdAt: 'Avaldatud',
  deletedAt: 'Kustutatud',
  postDurationDays: 'Kestus (päeva)',
  completedByUser: 'Lõpetatud',
  originCity: 'Lähtepunkti linn',
  originCountry: 'Lähteriik',
  destinationCity: 'Sihtpunkti linn',
  destinationCountry: 'Sihtriik',
  cargoType: 'Kauba tüüp',
  loadingType: 'Laadimisviis',
  quantity: 'Kogus',
  unit: 'Ühik',
  weight: 'Kaal',
  priceAmount: 'Hind',
  pickupDate: 'Pealevõtu kuupäev',
  deliveryDate: 'Kohaletoimetamise kuupäev',
  isUrgent: 'Kiire',
  trailerType: 'Haagise tüüp',
  serviceArea: 'Teeninduspiirkond',
  capacity: 'Kandevõime',
  volumeCapacity: 'Maht',
  volumeUnit: 'Mahu ühik',
  pricePerKm: 'Hind kilomeetri kohta',
  availableDate: 'Vaba alates',
  notes: 'Märkused',
  companyName: 'Ettevõte',
  contactPerson: 'Kontaktisik',
  contactPhone: 'Telefon',
  contactEmail: 'E-post',
  phone: 'Telefon',
  address: 'Aadress',
  specialty: 'Eriala',
  vehiclePark: 'Autopark',
  transportTypes: 'Transpordiliigid',
  serviceRegions: 'Teeninduspiirkonnad',
  regularRoutes: 'Püsiliinid',
  description: 'Kirjeldus',
  website: 'Veebileht',
  logoUrl: 'Logo aadress',
  establishedYear: 'Asutamisaasta',
  employeesCount: 'Töötajate arv',
};

// A listing's status as its badge says it (domain/listing-badge.ts), the plans as the users' list
// says them, the roles as the users' table, the mail's as the undelivered mail page.
const LISTING_STATUS_LABELS: Record<string, string> = {
  active: 'Aktiivne',
  expired: 'Aegunud',
  inactive: 'Peatatud',
  completed: 'Lõpetatud',
};
const MAIL_STATUS_LABELS: Record<string, string> = { failed: 'Saatmata', pending: 'Ootab saatmist' };
const TIER_LABELS: Record<string, string> = { free: 'Tasuta', premium: 'Premium' };
const ROLE_LABELS: Record<string, string> = { admin: 'Admin', user: 'Kasutaja' };

function statusLabels(targetType: string | null | undefined): Record<string, string> {
  if (targetType === 'feedback') return FEEDBACK_STATUS_LABELS;
  if (targetType === 'email') return MAIL_STATUS_LABELS;
  return LISTING_STATUS_LABELS;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const showValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'jah' : 'ei';
  if (Array.isArray(value)) return value.map(showValue).join(', ');
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** One value in the words the rest of the back office uses, times in Tallinn (dd.MM.yyyy HH:mm). */
function showField(key: string, value: unknown, targetType: string | null | undefined): string {
  if (typeof value === 'string') {
    const words =
      key === 'status'
        ? statusLabels(targetType)
        : key === 'tier'
          ? TIER_LABELS
          : key === 'role'
            ? ROLE_LABELS
            : undefined;
    if (words?.[value]) return words[value];
    if (key === 'originCountry' || key === 'destinationCountry') return countryName(value) || value;
  }
  if ((key === 'value' || key === 'priceAmount' || key === 'pricePerKm') && typeof value === 'number') {
    return formatMoney(value);
  }
  if (key === 'enabled' && typeof value === 'boolean') return value ? 'sees' : 'väljas';
  return showValue(value);
}

/**
 * What changed, one line per field, "Field: old → new", from the entry's `before` and `after`
 * (server/modules/admin/activity.ts), in Estonian words and Tallinn times. Fields that did not change
 * are left out.
 */
export function activityChanges(
  item: Pick<ActivityItem, 'details'> & { targetType?: string | null },
): string[] {
  const before = (item.details?.before ?? {}) as Record<string, unknown>;
  const after = (item.details?.after ?? {}) as Record<string, unknown>;
  const show = (key: string, value: unknown) => showField(key, value, item.targetType);
  return Object.keys(after)
    .filter((key) => showValue(before[key]) !== showValue(after[key]))
    .map((key) => {
      const label = FIELD_LABELS[key] ?? key;
      return key in before
        ? `${label}: ${show(key, before[key])} → ${show(key, after[key])}`
        : `${label}: ${show(key, after[key])}`;
    });
}

/** The entry's subject for a person: the e-mail or name it carries, else the target's kind and short id. */
export function activityTarget(item: Pick<ActivityItem, 'details' | 'targetType' | 'targetId'>): string {
  const label = item.details?.label;
  if (typeof label === 'string' && label) return label;
  if (!item.targetType) return '';
  return item.targetId ? `${item.targetType} ${item.targetId.slice(0, 8)}` : item.targetType;
}
