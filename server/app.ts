import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Config } from './config';
import { openapiComponents, openapiTransform } from './platform/http/openapi';
import type { Database } from './db/client';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { creditsRoutes } from './modules/credits/credits.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { eventsRoutes, type StreamLimits } from './modules/events/events.routes';
import { healthRoutes } from './modules/health/health.routes';
import { listingWritesRoutes } from './modules/listings/listing-writes.routes';
import { listingsRoutes } from './modules/listings/listings.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { placesRoutes } from './modules/places/places.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { registerMaintenanceGuard } from './modules/settings/maintenance-guard';
import { settingsRoutes } from './modules/settings/settings.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { watchlistRoutes } from './modules/watchlist/watchlist.routes';
import { createAuth, type Auth } from './platform/auth/auth';
import { registerAuthRoutes } from './platform/auth/auth-routes';
import { PASSWORD_RESET_JOB, passwordResetJob } from './platform/auth/password-reset';
import { registerViewer } from './platform/auth/session';
import { devMailboxTransport, smtpTransport, type MailTransport } from './platform/mail/transport';
import { PRUNE_JOBS_JOB, pruneJobsJob } from './platform/jobs/prune';
import { startJobWorker, type JobWorker, type JobWorkerOptions } from './platform/jobs/worker';
import { sendMailJob } from './platform/mail/send-job';
import { SEND_MAIL_JOB } from './platform/mail/outbox';
import { alertJobs } from './modules/alerts/alerts.jobs';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import { confirmLinkRoutes } from './modules/listings/confirm-link.routes';
import { blocksRoutes } from './modules/blocks/blocks.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { listingReminderJobs } from './modules/listings/listing-reminders';
import { CHANGES_CHANNEL } from './modules/events/announce';
import { registerOriginCheck } from './platform/http/origin-check';
import { registerReadRouting } from './platform/http/read-routing';
import {
  DEFAULT_RATE_LIMITS,
  registerRateLimiting,
  scaleLimits,
  type RateLimits,
} from './platform/rate-limit/rate-limit';
import { registerErrorHandling } from './platform/http/error-handler';
import {
  clientErrorHandler,
  frameworkErrors,
  registerRequestHeadChecks,
} from './platform/http/framework-errors';
import { zodLocale } from '@domain/zod-locale';
import { registerInputGuard } from './platform/http/input-guard';
import { serializeError } from './platform/http/log-serializers';
import { registerRequestLogging } from './platform/http/request-log';
import { registerWeb } from './platform/http/web';
import type { PaymentProvider } from './platform/payments/provider';
import { choosePaymentProvider } from './platform/payments/choose';

// The schemas are zod/mini's (domain/contract/), which loads no locale of its own: checks without a
// message of their own answer in Estonian words (domain/zod-locale.ts), never zod's English.
z.config(zodLocale('et'));

export type AppDeps = {
  config: Config;
  database: Database;
  webDist?: string;
  /** Tests pass a transport (e.g. SMTP to a local receiver) and tighter limits. */
  mailTransport?: MailTransport;
  rateLimits?: Partial<RateLimits>;
  /** The job worker's polling; `manual` runs jobs only when a test drains them (with its clock). */
  jobs?: JobWorkerOptions;
  /** Open event streams per client address and per instance (events.routes.ts; tests lower them). */
  streamLimits?: StreamLimits;
  /** How long a client may take to send a whole request (default 30 s; tests shorten it). */
  requestTimeoutMs?: number;
  /** Where the log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
};

/** What GET /api/health reports besides the database, filled in by the parts that own each. */
type HealthParts = {
  /** With REDIS_URL: does Redis answer a PING (within a second)? */
  redis?: () => Promise<'ok' | 'error'>;
  /** This instance's open live-update streams and its maximum. */
  liveStreams?: () => { open: number; max: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    health: HealthParts;
    auth: Auth;
    /** The background job worker (mail, alerts): tests drain it. */
    jobs: JobWorker;
    /** The payment provider chosen at start (Stripe, or the demo); main.ts runs its reconciliation. */
    paymentProvider: PaymentProvider;
  }
}

/** Builds the whole HTTP app; main.ts listens with it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const requestTimeoutMs = deps.requestTimeoutMs ?? 30_000;
  const { config } = deps;
  const app = Fastify({
    // Errors go through serializeError: no query parameters (user data, session tokens) in the logs.
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { err: serializeError },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // One log line per request comes from request-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // A client that sends its headers or body slowly (a few bytes a minute) must not hold a
    // connection: the whole request has 30 s, its headers 10 s, checked every second; Node then
    // answers 408 through clientErrorHandler. Responses (the event stream) are not limited by this.
    requestTimeout: requestTimeoutMs,
    // Node's own Host check answers a bare 400; registerRequestHeadChecks answers in the error shape.
    http: {
      headersTimeout: Math.min(10_000, requestTimeoutMs),
      connectionsCheckingInterval: 1_000,
      requireHostHeader: false,
    },
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestHeadChecks(app);
  registerInputGuard(app);
  registerRequestLogging(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    strictTransportSecurity: config.production,
    crossOriginEmbedderPolicy: false,
  });

  // Before the routes and the static files, so its hook covers every reply. Answers of 1 kB or
  // more are compressed on the fly; the built files are compressed at build time already (their
  // Content-Encoding makes this skip them), and GET /api/events hijacks its reply, so its stream
  // never passes through here. Brotli at quality 5: about gzip's CPU cost for a smaller answer;
  // the default 11 costs tens of ms on a feed page. Request bodies stay uncompressed, as before.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    globalDecompression: false,
  });

  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, so a nullable field is `type: [..., 'null']`, not 3.0's `nullable`.
      openapi: '3.1.0',
      info: {
        title: 'Veoturg API',
        version: '1.0.0',
        description:
          'Veoturg freight marketplace API. Errors: `{ "error": { "code", "message", "field"? } }`; the message is in the language of the request\'s `Accept-Language` (et, en, ru, lv, lt or fi; Estonian when none matches), the code never changes.',
      },
      servers: [{ url: config.publicUrl }],
      components: openapiComponents,
    },
    transform: openapiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const db = deps.database.db;
  const transport =
    deps.mailTransport ??
    (config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl, config.mail.from)
      : devMailboxTransport(app.log));
  const auth = createAuth({ db, config, onMailQueued: () => jobs.wake(), log: app.log });
  const jobs = startJobWorker(
    deps.database,
    {
      [SEND_MAIL_JOB]: sendMailJob(transport),
      [PASSWORD_RESET_JOB]: passwordResetJob(auth),
      [PRUNE_JOBS_JOB]: pruneJobsJob,
      ...alertJobs({ publicUrl: config.publicUrl, secret: config.authSecret }),
      ...listingReminderJobs({ publicUrl: config.publicUrl, secret: config.authSecret }),
    },
    app.log,
    deps.jobs,
  );
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    transport.close();
  });

  await registerReadRouting(app, deps.database, CHANGES_CHANNEL);
  app.decorate('auth', auth);
  registerViewer(app, auth, db);
  registerOriginCheck(app, config.trustedOrigins);
  await registerMaintenanceGuard(app);
  const limits = scaleLimits({ ...DEFAULT_RATE_LIMITS, ...deps.rateLimits }, config.rateLimitScale);
  app.decorate('health', {} as HealthParts);
  app.health.redis = await registerRateLimiting(app, db, config.redisUrl);

  registerAuthRoutes(app, auth, limits);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(referenceRoutes, { prefix: '/api' });
  await app.register(placesRoutes, { prefix: '/api' });
  await app.register(settingsRoutes, { prefix: '/api' });
  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api', limits });
  await app.register(privacyRoutes, { prefix: '/api' });
  await app.register(feedbackRoutes, { prefix: '/api', limits });
  await app.register(notificationsRoutes, { prefix: '/api' });
  await app.register(alertsRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(listingsRoutes, { prefix: '/api' });
  await app.register(listingWritesRoutes, { prefix: '/api', limits });
  await app.register(confirmLinkRoutes, { prefix: '/api' });
  await app.register(templatesRoutes, { prefix: '/api' });
  await app.register(watchlistRoutes, { prefix: '/api' });
  await app.register(blocksRoutes, { prefix: '/api' });
  await app.register(reportsRoutes, { prefix: '/api' });
  await app.register(companiesRoutes, { prefix: '/api' });
  await app.register(statsRoutes, { prefix: '/api' });
  await app.register(eventsRoutes, { prefix: '/api', limits: deps.streamLimits });
  await app.register(creditsRoutes, { prefix: '/api' });
  await app.register(contactsRoutes, { prefix: '/api' });
  const payments = choosePaymentProvider(config, db);
  if (payments.name === 'stripe') app.log.info('payments: Stripe');
  else if (config.production) {
    // Allowed by DEMO_PAYMENTS=true only; loud, so a real shop never runs like this unnoticed.
    app.log.warn(
      'payments: DEMO provider in production (DEMO_PAYMENTS=true): Pay grants access, no money moves',
    );
  } else app.log.info('payments: demo provider (no Stripe keys set)');
  app.decorate('paymentProvider', payments);
  await app.register(paymentsRoutes, { prefix: '/api', provider: payments, limits });
  await app.register(subscriptionsRoutes, { prefix: '/api', provider: payments });
  if (!config.production) await app.register(devRoutes, { prefix: '/api' });

  await registerWeb(app, { publicUrl: config.publicUrl, production: config.production }, deps.webDist);
  return app;
}
