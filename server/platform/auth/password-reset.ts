import type { JobHandler } from '../jobs/worker';
import type { Auth } from './auth';

/**
 * The reset request's work (looking the account up, the token, the mail) runs here, in the job
 * queue, not in the request: the request only queues this job, so it answers alike, in what it says
 * and in how long it takes, whether the address has an account or not (docs/decisions/0041).
 */
export const PASSWORD_RESET_JOB = 'auth.password-reset';

export function passwordResetJob(auth: Auth): JobHandler {
  return {
    async run(payload) {
      const email = typeof payload.email === 'string' ? payload.email : '';
      const redirectTo = typeof payload.redirectTo === 'string' ? payload.redirectTo : undefined;
      if (!email) return;
      // Called without a request, better-auth skips its origin checks: the route checked the
      // address and normalised redirectTo before queueing (auth-routes.ts).
      await auth.api.requestPasswordReset({ body: { email, redirectTo } });
    },
  };
}
