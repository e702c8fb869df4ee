import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE, type Locale } from '@domain/locales';
import { MESSAGES } from '@domain/messages';
import { isDatabaseUnavailable } from '../../db/client';
import { zodMessage } from '@domain/zod-locale';
import { AppError, errorBody, type ErrorBody } from '../errors';
import { localize, requestLocale } from '../i18n/localize';

// Fastify's own client errors (bad JSON, wrong content type, too large...) keep their status but
// get a message of ours; everything else unexpected is a logged 500 with no internals leaked. Every
// message is the Estonian catalogue's text; the preSerialization hook below says it in the request's
// language (server/platform/i18n/localize.ts).
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.api.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.api.emptyBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.api.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.api.bodyTooLarge,
};

type ValidationEntry = { keyword: string; message?: string; params: Record<string, unknown> };

/**
 * What the first failed check says. zod's own words (no message in the schema) are said again in the
 * request's language from the issue itself; a schema's own message is the catalogue's and is left to
 * the hook.
 */
function validationDetail(entry: ValidationEntry, locale: Locale): string {
  const issue = { code: entry.keyword, ...entry.params } as Parameters<typeof zodMessage>[0];
  const estonian = entry.message ?? '';
  try {
    return estonian === zodMessage(issue, DEFAULT_LOCALE) ? zodMessage(issue, locale) : estonian;
  } catch {
    return estonian;
  }
}

const isErrorBody = (payload: unknown): payload is ErrorBody =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as ErrorBody).error?.message === 'string' &&
  typeof (payload as ErrorBody).error?.code === 'string';

export function registerErrorHandling(app: FastifyInstance) {
  // Every error answer, whoever made it (a service, a hook, the not-found handler, the auth bridge),
  // in the request's language; the code never changes.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
    const locale = requestLocale(request);
    if (locale === DEFAULT_LOCALE) return payload;
    return { ...payload, error: { ...payload.error, message: localize(payload.error.message, locale) } };
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || first?.params?.missingProperty;
      const message = first?.message
        ? `${MESSAGES.api.validation}: ${validationDetail(first, requestLocale(request))}`
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
