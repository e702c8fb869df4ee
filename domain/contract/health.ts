import * as z from 'zod/mini';

/**
 * GET /api/health: liveness and database reachability (200 ok, 503 error), and this instance's
 * other dependencies (docs/operations.md). `readReplica` only with DATABASE_READ_URL, `redis` only
 * with REDIS_URL; neither being down makes the answer a 503 (the replica's reads go to the primary;
 * without Redis the rate limits let requests through and say so in the log). `liveStreams` is the
 * number of live-update streams this instance holds, against its LIVE_STREAMS_MAX.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  readReplica: z.optional(z.enum(['ok', 'error'])),
  redis: z.optional(z.enum(['ok', 'error'])),
  liveStreams: z.optional(z.object({ open: z.number(), max: z.number() })),
});

export type HealthBody = z.infer<typeof healthSchema>;
