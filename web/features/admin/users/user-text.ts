import { ADMIN_MESSAGES } from '@domain/admin-messages';
import { fillMessage } from '@domain/catalogue';
import {
  ADMIN_USER_PLAN_FILTERS,
  ADMIN_USER_ROLE_FILTERS,
  type AdminUser,
  type AdminUserPlanFilter,
  type AdminUserRoleFilter,
} from '@domain/contract/admin-users';
import { formatDate } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import type { BadgeTone } from '@web/components/ui/badge';

const T = ADMIN_MESSAGES;
const ADMIN = MESSAGES.header.admin;
const USER = T.common.user;

export const ROLE_FILTER_LABELS: Record<AdminUserRoleFilter, string> = {
  all: T.users.allRoles,
  admin: ADMIN,
  user: USER,
};

export const PLAN_FILTER_LABELS: Record<AdminUserPlanFilter, string> = {
  all: T.users.allPlans,
  premium: MESSAGES.generic.premium,
  trial: T.plans.trial,
  free: T.plans.free,
};

/** A filter from the address: one the API knows, else "all" (an edited link shows everyone, not an error). */
export function readRoleFilter(value: string): AdminUserRoleFilter {
  return (ADMIN_USER_ROLE_FILTERS as readonly string[]).includes(value)
    ? (value as AdminUserRoleFilter)
    : 'all';
}

export function readPlanFilter(value: string): AdminUserPlanFilter {
  return (ADMIN_USER_PLAN_FILTERS as readonly string[]).includes(value)
    ? (value as AdminUserPlanFilter)
    : 'all';
}

export const roleLabel = (role: AdminUser['role']) => (role === 'admin' ? ADMIN : USER);

type Plan = AdminUser['subscription'];

/** The plan as a word: a running subscription is premium, else a running trial, else free. */
export function planLabel(plan: Plan): string {
  if (plan.tier === 'premium') return MESSAGES.generic.premium;
  return plan.isTrial ? T.plans.trial : T.plans.free;
}

export function planTone(plan: Plan): BadgeTone {
  if (plan.tier === 'premium') return 'premium';
  return plan.isTrial ? 'brand' : 'neutral';
}

/** "kuni 12.05.2026" for a plan that runs, with who set it when an admin did; '' for free. */
export function planUntil(plan: Plan): string {
  if (!plan.end) return '';
  const date = formatDate(plan.end);
  return fillMessage(plan.grantedByAdmin ? T.users.untilByAdmin : MESSAGES.marketplace.untilDate, { date });
}

/** The plan in one line, as the subscription dialog states it. */
export function planSentence(plan: Plan): string {
  const until = planUntil(plan);
  return until ? `${planLabel(plan)} ${until}` : planLabel(plan);
}

/** A paid subscription runs: premium that no admin set. */
export const hasPaidSubscription = (plan: Plan) => plan.tier === 'premium' && !plan.grantedByAdmin;
