import { z } from 'zod';

/**
 * What every feature's contract shares. The files of domain/contract/ are the API's one description:
 * the server validates and serialises with them (and publishes them as OpenAPI), the web app parses
 * every answer with them. Pure zod, no I/O; only zod's schemas, never its JSON-schema conversion
 * (that is the server's, through fastify-type-provider-zod), so the web bundle stays small.
 */

/** Every error answer: `{ error: { code, message, field? } }`, the message in Estonian. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().describe('machine-readable, e.g. VALIDATION_ERROR, NOT_OWNER, CONTACT_LOCKED'),
    message: z.string().describe('for the user, in Estonian'),
    field: z.string().optional().describe('the request field a validation error is about'),
  }),
});

/** A 204 answer: no body (the web client reads an empty body as null). */
export const noContentSchema = z.null().describe('No content');

/** One page of a paged list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
