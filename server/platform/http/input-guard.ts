import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasControlCharacters, isWellFormedText } from '@domain/sanitize';
import { MESSAGES } from '@domain/messages';
import { badRequest, errorBody } from '../errors';

/**
 * Input no endpoint can use, refused with a 400 before any route sees it:
 * - JSON nested deeper than any of our bodies (a deep body costs stack in every later step);
 * - a control character (NUL and the like, domain/sanitize.ts) or a lone UTF-16 surrogate (text that
 *   is not well-formed, JSON's "\ud800") in a query value, a path parameter or any string or key of
 *   the body, which PostgreSQL would refuse with an error of its own (or store as U+FFFD).
 */
export const MAX_JSON_DEPTH = 20;
const TOO_DEEP = MESSAGES.api.bodyTooDeep;
const CONTROL_CHARACTERS = MESSAGES.api.controlCharacters;

export function registerInputGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestingDepth(body as string) > MAX_JSON_DEPTH) {
      done(badRequest(TOO_DEEP, undefined, 'BODY_TOO_DEEP'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const field =
      forbiddenTextAt(request.params, '') ??
      forbiddenTextAt(request.query, '') ??
      forbiddenTextAt(request.body, '');
    if (field === undefined) return;
    return reply.status(400).send(errorBody('VALIDATION_ERROR', CONTROL_CHARACTERS, field || undefined));
  });
}

/** How deeply the arrays and objects of a JSON text nest (brackets inside strings do not count). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > MAX_JSON_DEPTH) return deepest;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}

const forbidden = (text: string) => hasControlCharacters(text) || !isWellFormedText(text);

/** The dotted path of the first string (or key) with a control character or a lone surrogate, or undefined when none has one. */
function forbiddenTextAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return forbidden(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (forbidden(key)) return innerPath;
    const found = forbiddenTextAt(inner, innerPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
