import { MESSAGES } from '@domain/messages';

/**
 * The one error type services throw. The error handler turns it into docs/api.md's shape:
 * `{ "error": { "code": "SOME_CODE", "message": "Estonian text", "field"?: "name" } }`. The message is
 * always the Estonian catalogue's text; server/platform/i18n turns it into the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string, code = 'VALIDATION_ERROR') =>
  new AppError(400, code, message, field);
export const unauthorized = (message = MESSAGES.api.unauthorized) =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = MESSAGES.api.forbidden, code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = MESSAGES.api.notFoundShort, code = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);

export type ErrorBody = { error: { code: string; message: string; field?: string } };

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}
