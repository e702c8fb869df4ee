import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  chooseLocale,
  cookieValue,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  localeFile,
  LOCALES,
} from '@domain/locales';
import type { Locale } from '@domain/locales';
import { MESSAGES } from '@domain/messages';
import {
  DEFAULT_DENSITY,
  DENSITY_COOKIE,
  homeShellFile,
  LIST_DENSITIES,
  listDensityOf,
  marketTabOf,
  MARKET_TABS,
} from '@domain/home-tabs';
import { robotsTxt, sitemapXml, sitePageAt } from '@domain/site-pages';
import { errorBody } from '../errors';
import { WEB_DIST_DIR } from '../files';
import { isApiPath, pathOf } from './paths';

interface WebOptions {
  /** The site's public address: the origin of sitemap.xml's entries. */
  publicUrl: string;
  /** No development mailbox page in production. */
  production: boolean;
}

/**
 * Serves the built SPA from dist/web. A page of the app (domain/site-pages.ts) gets its HTML so the
 * client router can show it; any other address answers 404 with the not-found page, and an unknown
 * /api path JSON 404. robots.txt and sitemap.xml come from the same list of pages (decision 0052).
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions, webDist = WEB_DIST_DIR) {
  const indexPath = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  // index.html carries the home page's static first look, shell.html the header alone for every
  // other page, 404.html the header and the not-found page (scripts/vite/prerender-shell.ts); a
  // build without them serves index.html, where the app shows its own not-found page.
  // Each file is there once per language (ru/index.html, …: decision 0064); a build without one
  // serves the Estonian file, whose page then loads its own language.
  const exists = (file: string) => fs.existsSync(path.join(webDist, file));
  const inLanguage = (file: string, otherwise: (locale: Locale) => string = () => 'index.html') =>
    new Map<Locale, string>(
      LOCALES.map((locale) => [
        locale,
        exists(localeFile(file, locale)) ? localeFile(file, locale) : exists(file) ? file : otherwise(locale),
      ]),
    );
  const otherPages = inLanguage('shell.html');
  const notFoundPage = inLanguage('404.html');
  // The home page's first look shows the tab `?tab=` names (decision 0013) in the density the
  // visitor's cookie chose (decision 0077): one file per tab and density; a build without the
  // density's file sends the tab's own.
  const homePages = new Map(
    MARKET_TABS.flatMap((tab) => {
      const roomy = inLanguage(homeShellFile(tab));
      return LIST_DENSITIES.map(
        (density) =>
          [
            `${tab}:${density}`,
            density === DEFAULT_DENSITY
              ? roomy
              : inLanguage(homeShellFile(tab, density), (locale) => roomy.get(locale)!),
          ] as const,
      );
    }),
  );
  const indexPages = inLanguage('index.html');

  const hidden = { schema: { hide: true } };
  const robots = robotsTxt(options.publicUrl);
  const sitemap = sitemapXml(options.publicUrl);
  app.get('/robots.txt', hidden, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', hidden, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );

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

  app.setNotFoundHandler(async (request, reply) => {
    const requestPath = pathOf(request);
    const isApi = isApiPath(requestPath);
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody('NOT_FOUND', MESSAGES.api.routeNotFound));
    }
    const locale = await pageLocale(request);
    reply
      .header('cache-control', 'no-cache')
      .header('content-language', locale)
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html');
    if (!sitePageAt(requestPath, { production: options.production })) {
      return reply.status(404).sendFile(notFoundPage.get(locale)!);
    }
    if (requestPath !== '/') return reply.sendFile(otherPages.get(locale)!);
    const { tab } = request.query as { tab?: unknown };
    const density = listDensityOf(cookieValue(request.headers.cookie, DENSITY_COOKIE));
    const home = homePages.get(`${marketTabOf(typeof tab === 'string' ? tab : undefined)}:${density}`);
    return reply.sendFile(home?.get(locale) ?? indexPages.get(locale)!);
  });
}

/**
 * The language a page is sent in (domain/locales.ts, chooseLocale): `?lang=`, the signed-in user's
 * profile, the visitor's cookie, `Accept-Language`. A session that cannot be read (the database
 * away) leaves the profile out rather than failing the page.
 */
async function pageLocale(request: FastifyRequest): Promise<Locale> {
  const { [LANGUAGE_PARAM]: query } = request.query as Record<string, unknown>;
  const viewer = request.headers.cookie ? await request.viewer().catch(() => null) : null;
  return chooseLocale({
    query,
    profile: viewer?.language,
    cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}
