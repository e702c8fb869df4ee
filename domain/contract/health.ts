import * as z from 'zod/mini';

/** GET /api/health: liveness and database reachability (200 ok, 503 error). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});
