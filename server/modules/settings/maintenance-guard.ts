import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@domain/messages';
import { errorBody } from '../../platform/errors';
import { isApiPath, routeOf } from '../../platform/http/paths';
import { mayAdminister } from '../../policies/admin.policy';
import { CHANGES_CHANNEL } from '../events/announce';
import { parseChange } from '../events/changes';
import { findMaintenance } from './settings.repository';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Admins must be able to sign in to switch maintenance off; signed-out users may still sign out.
const ALLOWED_ROUTES = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/payments/webhook',
  '/api/notifications/unsubscribe', // stopping mail always works
]);
const ADMIN_PREFIX = '/api/admin/';
const CACHE_MS = 2_000;

/**
 * While maintenance is on, the API refuses non-admin writes with 503 (docs/product-rules.md).
 *
 * The switch is read at most every 2 s per instance, and the cache is dropped the moment the
 * database announces a settings change (the same notice the live streams hear), so a switch made
 * through one instance holds on every other at once. While this instance cannot listen (its
 * LISTEN connection is down or never came up) it would not hear the notice: it reads every time.
 */
export async function registerMaintenanceGuard(app: FastifyInstance) {
  let cached: { enabled: boolean; at: number } | null = null;
  let hearing = false;
  // Counts the drops: a read that began before a drop must not be kept after it (it may predate
  // the change the notice announced).
  let drops = 0;
  const drop = () => {
    cached = null;
    drops++;
  };
  async function enabled(): Promise<boolean> {
    if (hearing && cached && Date.now() - cached.at < CACHE_MS) return cached.enabled;
    const dropsBefore = drops;
    const row = await findMaintenance(app.deps.database.db);
    const isEnabled = row?.isEnabled ?? false;
    if (drops === dropsBefore) cached = { enabled: isEnabled, at: Date.now() };
    return isEnabled;
  }
  app.decorate('invalidateMaintenanceCache', drop);

  const unlisten = await app.deps.database
    .listen(CHANGES_CHANNEL, {
      message(payload) {
        const change = parseChange(payload);
        if (change?.kind === 'public' && change.part === 'settings') drop();
      },
      lost: () => {
        hearing = false;
        drop();
      },
      restored: () => {
        hearing = true;
      },
    })
    .then(
      (stop) => {
        hearing = true;
        return stop;
      },
      (error: unknown) => {
        app.log.warn({ err: error }, 'maintenance switch: cannot listen for changes; reading it every time');
        return null;
      },
    );
  app.addHook('preClose', async () => {
    await unlisten?.();
  });

  app.addHook('preHandler', async (request, reply) => {
    // The route reached, not the spelling of the address (platform/http/paths.ts).
    const route = routeOf(request);
    if (!WRITE_METHODS.has(request.method) || !isApiPath(route)) return;
    if (ALLOWED_ROUTES.has(route!) || route!.startsWith(ADMIN_PREFIX)) return;
    if (!(await enabled())) return;
    if (mayAdminister(await request.viewer()).allowed) return;
    return reply.status(503).send(errorBody('MAINTENANCE', MESSAGES.api.maintenance));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    invalidateMaintenanceCache(): void;
  }
}
