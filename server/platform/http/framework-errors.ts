import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@domain/messages';
import { errorBody } from '../errors';

/**
 * The answers Fastify and Node give before any route runs (a malformed address, a path parameter
 * too long, headers too large, a client too slow) in the API's error shape with an Estonian message,
 * like every other error. The path is not echoed back.
 */
const FRAMEWORK: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_URL', message: MESSAGES.api.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: MESSAGES.api.uriTooLong },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST', message: MESSAGES.api.badRequest },
};

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK[error.code] ?? {
    status: 400,
    code: 'BAD_REQUEST',
    message: MESSAGES.api.badRequest,
  };
  return reply.status(known.status).send(errorBody(known.code, known.message));
}

const CLIENT: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: MESSAGES.api.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: MESSAGES.api.headersTooLarge },
};

/** Node's own client errors (before Fastify has a request): answered on the socket, then closed. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT[error.code]) || {
    status: 400,
    code: 'BAD_REQUEST',
    message: MESSAGES.api.badRequest,
  };
  const body = JSON.stringify(errorBody(known.code, known.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
