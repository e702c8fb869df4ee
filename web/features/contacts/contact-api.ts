import type * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { contactAnswerSchema, type CompanyContactDetails, type ListingContactDetails } from '@domain/credits';
import type { ContactTargetType } from '@domain/plans';
import { useAuth } from '@web/features/auth';
import { ApiError, apiGet } from '@web/lib/api';

/** A listing or a directory company whose contact can be opened. */
export interface ContactTarget {
  type: ContactTargetType;
  id: string;
}

/**
 * A listing's contact (company name, person, phone, e-mail) or a company's (person, phone, e-mail,
 * website): the panels read both kinds, and a field the kind lacks reads as absent.
 */
export type ContactDetails = Partial<ListingContactDetails & CompanyContactDetails>;

/** GET /api/contacts/{type}/{id}: only ever answered to a viewer entitled to it. */
export type ContactAnswer = { contactAccess: ContactAnswerBody['contactAccess']; contact: ContactDetails };
type ContactAnswerBody = z.infer<typeof contactAnswerSchema>;

export const CONTACTS_QUERY_ROOT = 'contacts';
// The spec's cache for a contact answer: five minutes per user, item and type.
const CONTACT_CACHE_MS = 5 * 60_000;

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

export async function fetchContact(target: ContactTarget, signal?: AbortSignal): Promise<ContactAnswer> {
  return apiGet(contactPath(target), contactAnswerSchema, { signal });
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
