/**
 * The one error type services throw. The error handler turns it into docs/api.md's shape:
 * `{ "error": { "code": "SOME_CODE", "message": "Estonian text", "field"?: "name" } }`.
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
export const unauthorized = (message = 'Palun logige sisse') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Teil puudub selleks õigus', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Ei leitud', code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);

export type ErrorBody = { error: { code: string; message: string; field?: string } };

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}
