import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../platform/http/openapi';
import { healthSchema } from '@domain/contract/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary:
          "Liveness and database reachability; the read replica's and Redis's when configured, and this instance's live streams",
        security: PUBLIC,
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const { replica } = app.deps.database;
      // Asked beside the primary; a replica that does not answer is logged once per outage by
      // read-replica.ts and costs capacity only, so the answer stays 200.
      const [primary, readReplica, redis] = await Promise.all([
        app.deps.database.ping().then(
          () => null,
          (error: unknown) => error,
        ),
        replica?.check(),
        app.health.redis?.(),
      ]);
      const extra = {
        ...(readReplica ? { readReplica } : {}),
        ...(redis ? { redis } : {}),
        ...(app.health.liveStreams ? { liveStreams: app.health.liveStreams() } : {}),
      };
      if (primary) {
        request.log.error({ err: primary }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'error', ...extra });
      }
      return { status: 'ok' as const, database: 'ok' as const, ...extra };
    },
  );
};
