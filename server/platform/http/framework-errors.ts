import http from 'node:http';
import net, { type Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  // An answer to HEAD has no body (RFC 9110, 9.3.2): its client would read one as a second answer.
  // The request line parsed so far says which method it was.
  const head = (error as { rawPacket?: unknown }).rawPacket;
  const toHead = Buffer.isBuffer(head) && head.subarray(0, 5).toString('latin1') === 'HEAD ';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${toHead ? '' : body}`,
    );
  }
  socket.destroy(error);
}

/**
 * What Node answered itself with a bare status and no body, now in the error shape (issue 27):
 * - the Host header (RFC 9112, section 3.2): an HTTP/1.1 request without one, with more than one, or
 *   with a value that is no `host[:port]` is a 400 BAD_HOST. Node's own check (`requireHostHeader`,
 *   turned off in app.ts) only looked for a missing one, and a malformed one was answered 200;
 * - an `Expect` other than 100-continue (which Node answers itself and goes on): 417.
 */
export function registerRequestHeadChecks(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (hostHeaderIsValid(request.raw)) return;
    return reply.status(400).header('connection', 'close').send(errorBody('BAD_HOST', MESSAGES.api.badHost));
  });
  app.server.on('checkExpectation', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    const body = JSON.stringify(errorBody('EXPECTATION_FAILED', MESSAGES.api.expectationFailed));
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
  });
}

// uri-host [ ":" port ] (RFC 3986): an IP literal in brackets, or a reg-name (an IPv4 address is one
// too) of unreserved characters, sub-delims and percent escapes; the port is digits, here at most 65535.
const REG_NAME = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
const IP_FUTURE = /^v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+$/;

function hostHeaderIsValid(request: http.IncomingMessage): boolean {
  const values: string[] = [];
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.toLowerCase() === 'host') values.push(request.rawHeaders[i + 1]!);
  }
  if (values.length > 1) return false;
  // A request made inside the process (app.inject) or HTTP/1.0 may come without one.
  if (values.length === 0) return !(request.httpVersionMajor === 1 && request.httpVersionMinor >= 1);
  return isHostValue(values[0]!.trim());
}

function isHostValue(value: string): boolean {
  let host = value;
  let port: string | undefined;
  if (value.startsWith('[')) {
    const close = value.indexOf(']');
    if (close < 0) return false;
    host = value.slice(0, close + 1);
    const rest = value.slice(close + 1);
    if (rest !== '' && !rest.startsWith(':')) return false;
    port = rest === '' ? undefined : rest.slice(1);
    const literal = host.slice(1, -1);
    if (!net.isIPv6(literal) && !IP_FUTURE.test(literal)) return false;
  } else {
    const colon = value.indexOf(':');
    if (colon >= 0) {
      host = value.slice(0, colon);
      port = value.slice(colon + 1);
    }
    if (!REG_NAME.test(host)) return false;
  }
  return port === undefined || port === '' || (/^\d{1,5}$/.test(port) && Number(port) <= 65_535);
}
