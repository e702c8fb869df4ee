import type { FastifySchemaCompiler } from 'fastify';
import type * as z from 'zod/mini';
import { firstProblem, INPUT_FALLBACK } from '@domain/listing-input';
import { badRequest } from '../errors';

/**
 * A validator for routes whose input schemas carry the spec's Estonian messages (publishing,
 * templates): a 400 whose message is the schema's own words, as the form would have shown them
 * ("Palun sisestage lähtepunkti linn"), with the field at fault. Set per plugin, so other routes
 * keep the app's default.
 */
export const verbatimValidatorCompiler: FastifySchemaCompiler<z.ZodMiniType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, INPUT_FALLBACK);
    if (result.success) return { value: result.data };
    const problem = firstProblem(result.error);
    return { error: badRequest(problem.message, problem.field || undefined) };
  };
