/**
 * A policy's answer: allowed, or denied with the error code the API answers (and the web may show
 * a reason for, as the premium-only template action does). Policies are pure: the caller loads
 * the viewer's plan and the resource, the policy only decides.
 */
export type Decision<Reason extends string = string> = { allowed: true } | { allowed: false; reason: Reason };

export const ALLOW = { allowed: true } as const;

export const deny = <Reason extends string>(reason: Reason): { allowed: false; reason: Reason } => ({
  allowed: false,
  reason,
});

/** Who is asking, as every policy needs them: signed in or not, admin, premium (or trial). */
export type Actor = { userId: string; isAdmin: boolean; hasPremium: boolean };
