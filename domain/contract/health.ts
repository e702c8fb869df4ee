import * as z from 'zod/mini';

/**
 * GET /api/health: liveness and database reachability (200 ok, 503 error). `readReplica` only with
 * DATABASE_READ_URL; a replica that is down does not make the answer a 503 (its reads go to the
 * primary).
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  readReplica: z.optional(z.enum(['ok', 'error'])),
});
