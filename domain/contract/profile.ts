import { ACCOUNT_MESSAGES } from '../account-messages';
import * as z from 'zod/mini';
import {
  integer,
  optionalLongText,
  optionalText,
  phone,
  requiredText,
  tagList,
  webAddress,
} from '../input-fields';
import {
  isCompanyCountry,
  isValidRegistryCode,
  isValidVatNumber,
  normalizeRegistryCode,
  normalizeVatNumber,
} from '../company-identity';
import { LOCALES } from '../locales';
import { basePlaceSchema } from './companies';
import { MESSAGES } from '../messages';
import { passwordSchema, passwordsMatch } from '../password';
import { VERIFICATION_STATUSES } from '../verification';

/**
 * The user's own settings: the profile (personal data), the company (the directory's fields) and
 * its place in the directory, and the password change. Bodies are validated with the same field
 * schemas as the settings forms (domain/input-fields.ts): blank text and empty lists are null.
 */

const P = ACCOUNT_MESSAGES.profile;

/** One of the six languages (domain/locales.ts), as a profile and a sign-up take it; else a 400. */
const localeSchema = z.enum(LOCALES, { error: MESSAGES.signup.languageInvalid });

/** GET /api/me/profile, and the answer of PUT. */
export const profileSchema = z.object({
  email: z.string().check(z.describe('the sign-in address; read-only here')),
  contactPerson: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  language: localeSchema.check(
    z.describe("the account's language: the one its mail and pages are written in"),
  ),
});
export type Profile = z.infer<typeof profileSchema>;

/** The profile form's fields: all three; a field left out or blank is cleared. */
export const profileBodySchema = z.object({
  contactPerson: z._default(optionalText(200), null),
  phone: z._default(phone(), null),
  address: z._default(optionalText(300), null),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

/** PUT /api/me/profile: the form's fields, and the language, which stays as it was when left out. */
export const profileUpdateBodySchema = z.extend(profileBodySchema, { language: z.optional(localeSchema) });

// A route's ends as places of the gazetteer (GET /api/places), when they were picked; the route's
// text stays what is shown and searched.
const routePlaceId = () => z._default(integer(1, 2_147_483_647, MESSAGES.places.notFound), null);

const regularRouteInputSchema = z.object({
  route: requiredText(P.routeRequired, 200),
  frequency: z._default(optionalText(100), null),
  capacity: z._default(optionalText(100), null),
  trailerType: z._default(optionalText(100), null),
  originPlaceId: routePlaceId(),
  destinationPlaceId: routePlaceId(),
});

// The year a company may say it was founded: not before 1800 (the column's check), not in the future.
export const FOUNDED_MIN_YEAR = 1800;
const FOUNDED_MAX_YEAR = 2100;
export const MAX_EMPLOYEES = 1_000_000;

/** GET /api/me/company, and the answer of PUT. */
export const companySchema = z.object({
  companyName: z.nullable(z.string()),
  specialty: z.nullable(z.string()),
  vehiclePark: z.nullable(z.string()),
  transportTypes: z.array(z.string()),
  serviceRegions: z.array(z.string()),
  regularRoutes: z.array(
    z.object({
      route: z.string(),
      frequency: z.nullable(z.string()),
      capacity: z.nullable(z.string()),
      trailerType: z.nullable(z.string()),
      originPlaceId: z.nullable(z.number()),
      destinationPlaceId: z.nullable(z.number()),
    }),
  ),
  description: z.nullable(z.string()),
  website: z.nullable(z.string()),
  logoUrl: z.nullable(z.string()),
  establishedYear: z.nullable(z.number()),
  employeesCount: z.nullable(z.number()),
  showInCompanyDirectory: z.boolean(),
  /** Whether the company is in the directory right now (switched on, named, and the plan gives access). */
  listedInDirectory: z.boolean(),
  /** The company's base place, which the directory's "near a place" measures from (decision 0069). */
  basePlace: basePlaceSchema,
  country: z.nullable(z.string()).check(z.describe('Where the company is registered: ISO 3166 alpha-2')),
  registryCode: z.nullable(z.string()).check(z.describe("As the country's register writes it")),
  vatNumber: z.nullable(z.string()).check(z.describe('With its country prefix (EE100931558)')),
  verification: z
    .enum(VERIFICATION_STATUSES)
    .check(z.describe('Read-only: asked for with POST /api/me/company/verification, decided by an admin')),
  verificationNote: z.nullable(z.string()).check(z.describe('The admin’s note on the latest decision')),
  verificationRequestedAt: z
    .nullable(z.string())
    .check(z.describe('When the pending or decided request was sent')),
  verificationDecidedAt: z.nullable(z.string()).check(z.describe('When an admin decided it')),
  /** Hidden from the directory by users' reports until a moderator decides (decision 0082). */
  underReview: z.optional(z.boolean()),
});
export type Company = z.infer<typeof companySchema>;

/**
 * The company's own fields, each as its form validates it: text sanitised, blank text and empty
 * lists null. The settings form sends them all (PUT /api/me/company), the back office any of them
 * (PATCH /api/admin/companies/{id}, domain/contract/admin-entries.ts).
 */
export const companyFieldSchemas = {
  companyName: optionalText(200),
  specialty: optionalText(100),
  vehiclePark: optionalText(500),
  transportTypes: tagList(30, 60),
  serviceRegions: tagList(30, 60),
  regularRoutes: z.pipe(
    z.nullable(z.array(regularRouteInputSchema).check(z.maxLength(50, { error: P.tooManyRoutes }))),
    z.transform((routes) => (routes && routes.length > 0 ? routes : null)),
  ),
  description: optionalLongText(3000),
  website: webAddress(),
  logoUrl: webAddress(),
  establishedYear: integer(FOUNDED_MIN_YEAR, FOUNDED_MAX_YEAR, P.invalidYear),
  employeesCount: integer(0, MAX_EMPLOYEES, P.invalidEmployees),
};

/**
 * Who the company is in its country's registers (domain/company-identity.ts, decision 0078): a
 * country of the list (any case), and the codes as typed; the checks below read them together.
 */
const companyIdentityFields = {
  country: z.pipe(
    z.pipe(
      optionalText(10),
      z.transform((value: string | null) => value?.toUpperCase() ?? null),
    ),
    z.nullable(z.string().check(z.refine(isCompanyCountry, { error: P.invalidCountry }))),
  ),
  registryCode: optionalText(40),
  vatNumber: optionalText(30),
};

type Identity = { country?: string | null; registryCode?: string | null; vatNumber?: string | null };

/** A registry code or a VAT number needs its country, and each must be one of that country. */
const identityChecks = [
  z.refine<Identity>((c) => !(c.registryCode || c.vatNumber) || Boolean(c.country), {
    error: P.countryRequired,
    path: ['country'],
  }),
  z.refine<Identity>(
    (c) =>
      !c.registryCode ||
      !c.country ||
      isValidRegistryCode(c.country, normalizeRegistryCode(c.country, c.registryCode)),
    { error: P.invalidRegistryCode, path: ['registryCode'] },
  ),
  z.refine<Identity>(
    (c) =>
      !c.vatNumber || !c.country || isValidVatNumber(c.country, normalizeVatNumber(c.country, c.vatNumber)),
    { error: P.invalidVatNumber, path: ['vatNumber'] },
  ),
];

/** A founding year in the future is refused, whoever sends it. */
export const foundedNotInFuture = z.refine<{ establishedYear?: number | null }>(
  (company) => !(company.establishedYear != null && company.establishedYear > new Date().getFullYear()),
  { error: P.invalidYear, path: ['establishedYear'] },
);

const F = companyFieldSchemas;

/**
 * PUT /api/me/company (premium or trial): every company field; a field left out or blank is cleared.
 * `showInCompanyDirectory`, when sent, switches the directory place too (a name is then required);
 * `basePlaceId`, when sent, sets the base place (null clears it).
 */
export const companyBodySchema = z
  .object({
    companyName: z._default(F.companyName, null),
    specialty: z._default(F.specialty, null),
    vehiclePark: z._default(F.vehiclePark, null),
    transportTypes: z._default(F.transportTypes, null),
    serviceRegions: z._default(F.serviceRegions, null),
    regularRoutes: z._default(F.regularRoutes, null),
    description: z._default(F.description, null),
    website: z._default(F.website, null),
    logoUrl: z._default(F.logoUrl, null),
    establishedYear: z._default(F.establishedYear, null),
    employeesCount: z._default(F.employeesCount, null),
    showInCompanyDirectory: z.optional(z.boolean({ error: MESSAGES.wizard.invalidDataTitle })),
    // A place of the gazetteer (GET /api/places): its GeoNames id; null or blank clears it, left out
    // keeps it (decision 0069).
    basePlaceId: z.optional(integer(1, 2_147_483_647, MESSAGES.places.notFound)),
    country: z._default(companyIdentityFields.country, null),
    registryCode: z._default(companyIdentityFields.registryCode, null),
    vatNumber: z._default(companyIdentityFields.vatNumber, null),
  })
  .check(
    foundedNotInFuture,
    ...identityChecks,
    z.refine((company) => !(company.showInCompanyDirectory && !company.companyName), {
      error: P.companyNameRequired,
      path: ['companyName'],
    }),
  );
export type CompanyBody = z.input<typeof companyBodySchema>;

/** PUT /api/me/directory */
export const directoryBodySchema = z.object({ show: z.boolean({ error: MESSAGES.wizard.invalidDataTitle }) });
export const directoryAnswerSchema = z.object({
  showInCompanyDirectory: z.boolean(),
  listedInDirectory: z.boolean(),
});

/** POST /api/me/password: the current password is checked; the new one follows the one policy. */
export const passwordChangeBodySchema = z.object({
  currentPassword: z
    .string({ error: MESSAGES.password.currentRequired })
    .check(z.minLength(1, { error: MESSAGES.password.currentRequired }), z.maxLength(1024)),
  newPassword: passwordSchema,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/**
 * The security tab's form: the body above and the new password typed again. One message per field:
 * the confirmation is compared only once the new password itself passes the policy, as on the reset
 * page (newPasswordSchema), and in the tab's own words ("Uued paroolid ei ühti").
 */
export const passwordChangeFormSchema = z
  .extend(passwordChangeBodySchema, { confirmPassword: z.string({ error: MESSAGES.password.newMismatch }) })
  .check(
    z.refine((value) => passwordsMatch(value.newPassword, value.confirmPassword), {
      error: MESSAGES.password.newMismatch,
      path: ['confirmPassword'],
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === 'newPassword' || issue.path?.length === 0),
    }),
  );
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;
