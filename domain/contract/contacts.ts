import * as z from 'zod/mini';
import { contactTargetTypeSchema } from '../credits';
import { MESSAGES } from '../messages';

/**
 * GET /api/contacts/{type}/{id} and POST .../unlock. Their answers (and the credits' and payments')
 * are the contact-access contract in domain/credits.ts; this file adds the path parameters.
 */
export const contactParamsSchema = z.object({
  type: contactTargetTypeSchema,
  id: z.uuid({ error: MESSAGES.schema.invalidId }),
});
