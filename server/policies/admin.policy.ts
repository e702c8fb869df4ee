import { ALLOW, deny, type Decision } from './decision';

/** The back office (maintenance switch so far) and writes during maintenance: the admin role only. */
export function mayAdminister(viewer: { isAdmin: boolean } | null): Decision<'ADMIN_REQUIRED'> {
  return viewer?.isAdmin ? ALLOW : deny('ADMIN_REQUIRED');
}
