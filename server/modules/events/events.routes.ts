import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { chooseLocale, cookieValue, LANGUAGE_COOKIE } from '@domain/locales';
import { MESSAGES } from '@domain/messages';
import { AppError } from '../../platform/errors';
import { OPTIONAL_SESSION } from '../../platform/http/openapi';
import { CHANGES_CHANNEL } from './announce';
import type { EventClient } from './events.service';
import { parseChange, resyncSpreadMs } from './changes';
import { encodeEvent, fanOut } from './events.service';

const HEARTBEAT_MS = 25_000;
// A revoked or expired session must stop receiving what only it was entitled to.
const SESSION_RECHECK_MS = 60_000;

/**
 * GET /api/events: Server-Sent Events. Each instance LISTENs to the database, so with several
 * instances behind a load balancer every client still hears every change. Changes this instance
 * missed (its LISTEN connection was down) or could not deliver end the open streams: the clients
 * reconnect and refetch rather than show a list that silently went stale.
 */
export type StreamLimits = { perClient: number; total: number };
/**
 * Open streams are cheap but not free (a socket, two timers, a place in every fan-out): one client
 * address may hold 60 (an office behind one address, several tabs each), one instance
 * LIVE_STREAMS_MAX (5,000 by default; what one holds is measured in docs/operations.md). Beyond the
 * client's share: 429; beyond the instance's: 503. Both say when to try again.
 */
const STREAMS_PER_CLIENT = 60;
const RETRY_AFTER_S = 30;

export const eventsRoutes: FastifyPluginAsync<{ limits?: StreamLimits }> = async (app, opts) => {
  const limits = opts.limits ?? { perClient: STREAMS_PER_CLIENT, total: app.deps.config.liveStreamsMax };
  const clients = new Set<EventClient & { close: () => void }>();
  const perAddress = new Map<string, number>();
  let chain = Promise.resolve();
  app.health.liveStreams = () => ({ open: clients.size, max: limits.total });

  // Ending the streams is the resync: browsers reconnect and, once back, fetch their lists again.
  // The ends are spread (see resyncSpreadMs) so a full instance does not meet every refetch at once;
  // a stream still open meanwhile keeps receiving changes, so nothing is missed while it waits.
  const resyncAll = () => {
    const spread = resyncSpreadMs(clients.size);
    for (const c of clients) setTimeout(c.close, Math.random() * spread).unref();
  };

  const unlisten = await app.deps.database.listen(CHANGES_CHANNEL, {
    message(payload) {
      const change = parseChange(payload);
      if (!change) return;
      // In order, one change at a time, so an update never overtakes its insert.
      chain = chain
        .then(() => fanOut(app.deps.database.db, change, clients))
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'live update fan-out failed; open streams end so clients resync');
          resyncAll();
        });
    },
    lost(error) {
      app.log.warn({ err: error }, 'live updates: database LISTEN connection lost, reconnecting');
    },
    restored({ attempts, downMs }) {
      app.log.info(
        { attempts, downMs, streams: clients.size },
        'live updates: database LISTEN connection restored; open streams end so clients resync',
      );
      resyncAll();
    },
  });

  app.addHook('preClose', async () => {
    await unlisten();
    for (const c of clients) c.close();
  });

  app.get(
    '/events',
    {
      schema: {
        tags: ['listings'],
        summary: 'Live listing and directory changes (Server-Sent Events)',
        description: 'The events and their payloads are described in domain/contract/events.ts.',
        security: OPTIONAL_SESSION,
        errors: [429],
        response: {
          200: {
            description: 'An event stream: ready, listing and companies events, JSON in each data line',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      // HEAD (Fastify answers it with this handler) asks for the headers only: a stream would never
      // send them (a HEAD answer has no body to start), and the connection would hang in a stream slot.
      if (request.method === 'HEAD') {
        return reply.status(200).header('content-type', 'text/event-stream; charset=utf-8').send();
      }
      const address = request.ip;
      const held = perAddress.get(address) ?? 0;
      if (held >= limits.perClient) {
        reply.header('retry-after', String(RETRY_AFTER_S));
        throw new AppError(429, 'TOO_MANY_STREAMS', MESSAGES.api.tooManyStreams);
      }
      if (clients.size >= limits.total) {
        reply.header('retry-after', String(RETRY_AFTER_S));
        throw new AppError(503, 'STREAMS_FULL', MESSAGES.api.streamsFull);
      }
      // Counted before the session look-up, so a burst of parallel opens cannot all pass the check.
      perAddress.set(address, held + 1);
      let counted = true;
      const release = () => {
        if (!counted) return;
        counted = false;
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      };
      let viewer;
      try {
        viewer = await request.viewer();
      } catch (error) {
        release();
        throw error;
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n\n');

      const write = (frame: Buffer) => {
        if (!res.writableEnded) res.write(frame);
      };
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const recheck = setInterval(() => {
        if (!viewer) return;
        app.auth.api
          .getSession({ headers: new Headers({ cookie: request.headers.cookie ?? '' }) })
          .then((again) => again || close())
          .catch(() => {});
      }, SESSION_RECHECK_MS);
      // The page's language (web.ts serves the page by the same rule): the places are named in it.
      const locale = chooseLocale({
        profile: viewer?.language,
        cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
        acceptLanguage: request.headers['accept-language'],
      });
      const client = { viewer, locale, write, close };
      function close() {
        clearInterval(heartbeat);
        clearInterval(recheck);
        clients.delete(client);
        release();
        if (!res.writableEnded) res.end();
      }
      clients.add(client);
      write(encodeEvent('ready', { signedIn: Boolean(viewer) }));
      request.raw.on('close', close);
    },
  );
};
