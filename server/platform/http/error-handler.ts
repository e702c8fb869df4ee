import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@domain/messages';
import { isDatabaseUnavailable } from '../../db/client';
import { AppError, errorBody } from '../errors';

// Fastify's own client errors (bad JSON, wrong content type, too large...) keep their status but
// get an Estonian message; everything else unexpected is a logged 500 with no internals leaked.
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Päringu sisu ei ole korrektne JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Päringu sisu puudub',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Seda sisutüüpi ei toetata',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Päringu sisu on liiga suur',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || first?.params?.missingProperty;
      const message = first?.message
        ? `${MESSAGES.api.validation}: ${first.message}`
        : MESSAGES.api.validation;
      return reply
        .status(400)
        .send(errorBody('VALIDATION_ERROR', message, field ? String(field) : undefined));
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.field));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', MESSAGES.api.rateLimited));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message = CLIENT_ERROR_MESSAGES[error.code] ?? MESSAGES.api.validation;
      return reply.status(error.statusCode).send(errorBody(error.code || 'BAD_REQUEST', message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send(errorBody('DATABASE_UNAVAILABLE', MESSAGES.api.databaseUnavailable));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', MESSAGES.api.internal));
  });
}
