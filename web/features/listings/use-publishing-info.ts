import { useQuery } from '@tanstack/react-query';
import { FREE_DURATIONS, REACTIVATION_DURATIONS_FREE } from '@domain/plans';
import { useAuth } from '@web/features/auth/auth-context';
import { apiGet } from '@web/lib/api';
import type { ContactPrefill } from './listing-draft';

/** GET /api/me/publishing: what the signed-in user's plan lets them choose, and their contact. */
export interface PublishingInfo {
  hasPremiumAccess: boolean;
  durations: number[];
  reactivationDurations: number[];
  templatesAllowed: boolean;
  contact: ContactPrefill;
}

export const PUBLISHING_QUERY_ROOT = 'publishing';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function numbers(value: unknown, fallback: readonly number[]): number[] {
  return Array.isArray(value) && value.every((n) => typeof n === 'number') ? value : [...fallback];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Read defensively: anything missing counts as the free plan, which the server would enforce anyway. */
export function parsePublishingInfo(value: unknown): PublishingInfo {
  const data = isRecord(value) ? value : {};
  const contact = isRecord(data.contact) ? data.contact : {};
  return {
    hasPremiumAccess: data.hasPremiumAccess === true,
    durations: numbers(data.durations, FREE_DURATIONS),
    reactivationDurations: numbers(data.reactivationDurations, REACTIVATION_DURATIONS_FREE),
    templatesAllowed: data.templatesAllowed === true,
    contact: {
      companyName: text(contact.companyName),
      contactPerson: text(contact.contactPerson),
      contactPhone: text(contact.contactPhone),
      contactEmail: text(contact.contactEmail),
    },
  };
}

/**
 * The publishing durations a form offers. Until the plan is known, or when asking for it failed, only the
 * free plan's: a premium user waits a moment for the longer ones, and nobody picks one the server would
 * refuse at the end of the wizard.
 */
export function offeredDurations(info: PublishingInfo | undefined): readonly number[] {
  return info?.durations ?? FREE_DURATIONS;
}

/** The reactivation durations a form offers, by the same rule as `offeredDurations`. */
export function offeredReactivationDurations(info: PublishingInfo | undefined): readonly number[] {
  return info?.reactivationDurations ?? REACTIVATION_DURATIONS_FREE;
}

export function usePublishingInfo() {
  const { status, user } = useAuth();
  return useQuery({
    queryKey: [PUBLISHING_QUERY_ROOT, user?.id ?? null],
    queryFn: async ({ signal }) =>
      parsePublishingInfo(await apiGet<unknown>('/api/me/publishing', { signal })),
    enabled: status === 'signedIn',
    // A plan changes by payment or by an admin; a minute old is fresh enough for what a form offers.
    staleTime: 60_000,
  });
}
