import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@domain/messages';
import { errorBody } from '../errors';
import { WEB_DIST_DIR } from '../files';
import { isApiPath, pathOf } from './paths';

/**
 * Serves the built SPA from dist/web. Unknown /api paths answer JSON 404; any other unknown GET
 * gets index.html so the client router can show the page (or its own 404 page).
 */
export async function registerWeb(app: FastifyInstance, webDist = WEB_DIST_DIR) {
  const indexPath = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  // index.html carries the home page's static first look, shell.html the header alone for every
  // other address (scripts/vite/prerender-shell.ts); a build without shell.html serves index.html.
  const otherPages = fs.existsSync(path.join(webDist, 'shell.html')) ? 'shell.html' : 'index.html';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/vite/precompress.ts); the one
      // the browser accepts is sent with its Content-Encoding, and Vary: Accept-Encoding.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const requestPath = pathOf(request);
    const isApi = isApiPath(requestPath);
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody('NOT_FOUND', MESSAGES.api.routeNotFound));
    }
    const page = requestPath === '/' ? 'index.html' : otherPages;
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
  });
}
