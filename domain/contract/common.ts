import * as z from 'zod/mini';

/**
 * What every feature's contract shares. The files of domain/contract/ are the API's one description:
 * the server validates and serialises with them (and publishes them as OpenAPI), the web app parses
 * every answer with them. Pure zod, no I/O; only zod's schemas, never its JSON-schema conversion
 * (that is the server's, through fastify-type-provider-zod), so the web bundle stays small. For the
 * same reason they are written with zod/mini's functions (`z.optional(s)`, `s.check(z.maxLength(n))`)
 * rather than classic zod's methods (docs/decisions/0018-zod-mini-in-shared-schemas.md).
 */

/** Every error answer: `{ error: { code, message, field? } }`, the message in Estonian. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().check(z.describe('machine-readable, e.g. VALIDATION_ERROR, NOT_OWNER, CONTACT_LOCKED')),
    message: z.string().check(z.describe('for the user, in Estonian')),
    field: z.optional(z.string()).check(z.describe('the request field a validation error is about')),
  }),
});

/** A 204 answer: no body (the web client reads an empty body as null). */
export const noContentSchema = z.null().check(z.describe('No content'));

/** One page of a paged list. */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
