import { useQuery } from '@tanstack/react-query';
import { CONTACT_ACCESS_STATES, type ContactAccess, type ContactTargetType } from '@domain/plans';
import { useAuth } from '@web/features/auth/auth-context';
import { ApiError, apiGet, FALLBACK_ERROR_MESSAGE } from '@web/lib/api';

export type { ContactTargetType };

/** A listing or a directory company whose contact can be opened. */
export interface ContactTarget {
  type: ContactTargetType;
  id: string;
}

/** A listing's contact (company name, person, phone, e-mail) or a company's (person, phone, e-mail, website). */
export interface ContactDetails {
  companyName: string | null;
  contactPerson: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

/** GET /api/contacts/{type}/{id}: only ever answered to a viewer entitled to it. */
export interface ContactAnswer {
  contactAccess: Exclude<ContactAccess, 'locked'>;
  contact: ContactDetails;
}

export const CONTACTS_QUERY_ROOT = 'contacts';
// The spec's cache for a contact answer: five minutes per user, item and type.
export const CONTACT_CACHE_MS = 5 * 60_000;

export function contactQueryKey(viewerId: string | null, target: ContactTarget) {
  return [CONTACTS_QUERY_ROOT, { viewer: viewerId }, target.type, target.id] as const;
}

export function contactPath(target: ContactTarget): string {
  return `/api/contacts/${target.type}/${encodeURIComponent(target.id)}`;
}

/** The server's word for "not entitled" (403 CONTACT_LOCKED): an answer, not a failure to retry. */
export function isContactLocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function parseContactDetails(value: unknown): ContactDetails {
  const record = isRecord(value) ? value : {};
  return {
    companyName: textOrNull(record.companyName),
    contactPerson: textOrNull(record.contactPerson),
    phone: textOrNull(record.phone),
    email: textOrNull(record.email),
    website: textOrNull(record.website),
  };
}

const OPEN_STATES = new Set<string>(CONTACT_ACCESS_STATES.filter((state) => state !== 'locked'));

export function parseContactAnswer(value: unknown, what = 'contact'): ContactAnswer {
  if (!isRecord(value) || typeof value.contactAccess !== 'string' || !OPEN_STATES.has(value.contactAccess)) {
    throw new ApiError(200, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE, {
      cause: new Error(`${what}: no open contactAccess`),
    });
  }
  return {
    contactAccess: value.contactAccess as ContactAnswer['contactAccess'],
    contact: parseContactDetails(value.contact),
  };
}

export async function fetchContact(target: ContactTarget, signal?: AbortSignal): Promise<ContactAnswer> {
  return parseContactAnswer(
    await apiGet<unknown>(contactPath(target), { signal }),
    `GET ${contactPath(target)}`,
  );
}

/**
 * The cached contact answer of one item for this viewer: filled by an unlock or a payment return, read
 * by the panels so an opened contact stays open while the feeds catch up. It never asks by itself (a
 * locked item would only answer 403); `fetchQuery` callers do the asking.
 */
export function useCachedContact(target: ContactTarget) {
  const { user } = useAuth();
  return useQuery({
    queryKey: contactQueryKey(user?.id ?? null, target),
    queryFn: ({ signal }) => fetchContact(target, signal),
    enabled: false,
    staleTime: CONTACT_CACHE_MS,
    gcTime: CONTACT_CACHE_MS,
  });
}
