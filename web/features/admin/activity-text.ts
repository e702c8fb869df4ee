import { ADMIN_ACTION_LABELS } from '@domain/admin-activity';
import { ADMIN_MESSAGES } from '@domain/admin-messages';
import type { ActivityItem } from '@domain/contract/admin';
import { formatDate, formatDateTime, formatMoney } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { countryText, storedText, type LabelOf, type LookupList } from '@web/lib/listing-display';

/** The action's label. */
export function activityLabel(item: Pick<ActivityItem, 'action'>): string {
  return ADMIN_ACTION_LABELS[item.action];
}

const A = ADMIN_MESSAGES;
const F = A.fields;
const L = MESSAGES.listingFields;

/**
 * The fields the log records, by the labels the forms and lists give them elsewhere (the listing
 * form, the users' and credits' tables, the maintenance dialog). A field not named here is shown as
 * stored rather than hidden.
 */
const FIELD_LABELS: Record<string, string> = {
  status: F.status,
  tier: F.tier,
  isTrial: A.plans.trial,
  end: F.end,
  role: F.role,
  email: L.email,
  value: L.price,
  name: F.name,
  enabled: A.maintenance.mode,
  title: F.title,
  subtitle: F.subtitle,
  attempts: F.attempts,
  monthlyCredits: F.monthlyCredits,
  creditsUsed: F.creditsUsed,
  bonusCredits: F.bonusCredits,
  showInCompanyDirectory: F.showInCompanyDirectory,
  // A decision on reports and an account's suspension (decision 0082).
  hidden: A.reports.hidden,
  suspended: A.reports.suspended,
  // The admin's words to the user: a verification's or a report decision's (mailed to its owner).
  note: A.verifications.note,
  // A listing (the add-listing form's labels) and a company (the company form's).
  expiresAt: MESSAGES.wizard.expires,
  createdAt: F.createdAt,
  deletedAt: F.deletedAt,
  postDurationDays: F.postDurationDays,
  completedByUser: MESSAGES.listingBadge.completed,
  originCity: L.originCity,
  originCountry: L.originCountry,
  destinationCity: L.destinationCity,
  destinationCountry: L.destinationCountry,
  cargoType: L.cargoType,
  loadingType: L.loadingType,
  quantity: L.quantity,
  unit: L.unit,
  weight: L.weight,
  priceAmount: L.price,
  pickupDate: L.pickupDate,
  deliveryDate: L.deliveryDate,
  isUrgent: MESSAGES.marketplace.urgent,
  trailerType: L.trailerType,
  serviceArea: L.serviceArea,
  capacity: L.capacity,
  volumeCapacity: L.volume,
  volumeUnit: L.volumeUnit,
  pricePerKm: L.pricePerKm,
  availableDate: L.availableFrom,
  notes: L.notes,
  companyName: L.company,
  contactPerson: L.contactPerson,
  contactPhone: L.phone,
  contactEmail: L.email,
  phone: L.phone,
  address: F.address,
  specialty: F.specialty,
  vehiclePark: MESSAGES.companies.fleet,
  transportTypes: A.variables.lists.transport_types.title,
  serviceRegions: A.variables.lists.service_regions.title,
  regularRoutes: F.regularRoutes,
  description: F.description,
  website: F.website,
  logoUrl: F.logoUrl,
  establishedYear: F.establishedYear,
  employeesCount: F.employeesCount,
};

// A listing's status as its badge says it (domain/listing-badge.ts), the plans as the users' list
// says them, the roles as the users' table, the mail's as the undelivered mail page.
const LISTING_STATUS_LABELS: Record<string, string> = {
  active: MESSAGES.listingBadge.active,
  expired: MESSAGES.listingBadge.expired,
  inactive: MESSAGES.listingBadge.paused,
  completed: MESSAGES.listingBadge.completed,
};
const MAIL_STATUS_LABELS: Record<string, string> = {
  failed: A.mailStatus.failed,
  pending: A.mailStatus.pending,
};
const TIER_LABELS: Record<string, string> = { free: A.plans.free, premium: MESSAGES.generic.premium };
const ROLE_LABELS: Record<string, string> = { admin: MESSAGES.header.admin, user: A.common.user };

function statusLabels(targetType: string | null | undefined): Record<string, string> {
  if (targetType === 'feedback') return ADMIN_MESSAGES.feedbackLabels.statuses;
  if (targetType === 'email') return MAIL_STATUS_LABELS;
  return LISTING_STATUS_LABELS;
}

// The fields that hold lookup values, by their list: named in the page's language (labelOf).
const LOOKUP_FIELD_LISTS: Record<string, LookupList> = {
  cargoType: 'cargoTypes',
  loadingType: 'loadingTypes',
  unit: 'units',
  trailerType: 'trailerTypes',
  volumeUnit: 'units',
  specialty: 'specializations',
  transportTypes: 'transportTypes',
  serviceRegions: 'serviceRegions',
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const showValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? A.common.yes : A.common.no;
  if (Array.isArray(value)) return value.map(showValue).join(', ');
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** One value in the words the rest of the back office uses, times in Tallinn (dd.MM.yyyy HH:mm). */
function showField(
  key: string,
  value: unknown,
  targetType: string | null | undefined,
  labelOf: LabelOf,
): string {
  const list = LOOKUP_FIELD_LISTS[key];
  if (list && typeof value === 'string' && value) return labelOf(list, value);
  if (list && Array.isArray(value) && value.length > 0) {
    return value.map((one) => (typeof one === 'string' ? labelOf(list, one) : showValue(one))).join(', ');
  }
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
    if (key === 'originCountry' || key === 'destinationCountry') return countryText(value) || value;
  }
  if ((key === 'value' || key === 'priceAmount' || key === 'pricePerKm') && typeof value === 'number') {
    return formatMoney(value);
  }
  if (key === 'enabled' && typeof value === 'boolean') return value ? A.common.on : A.common.off;
  return showValue(value);
}

/**
 * What changed, one line per field, "Field: old → new", from the entry's `before` and `after`
 * (server/modules/admin/activity.ts), in the page's words and Tallinn times, lookup values by their
 * labels in the page's language (`labelOf`, web/lib/use-lookup-labels.ts). Fields that did not change
 * are left out.
 */
export function activityChanges(
  item: Pick<ActivityItem, 'details'> & { targetType?: string | null },
  labelOf: LabelOf = storedText,
): string[] {
  const before = (item.details?.before ?? {}) as Record<string, unknown>;
  const after = (item.details?.after ?? {}) as Record<string, unknown>;
  const show = (key: string, value: unknown) => showField(key, value, item.targetType, labelOf);
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
