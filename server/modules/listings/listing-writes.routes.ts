import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromRouteStops, routeStopField } from '@domain/stops';
/**
 * Publishing and managing one's own listings. Every endpoint needs a session (401 otherwise);
 * cookie writes need the site's Origin (403 UNTRUSTED_ORIGIN) and answer 503 MAINTENANCE while
 * maintenance is on. JSON is camelCase. Errors: `{ error: { code, message, field? } }`, message in
 * Estonian, verbatim from domain/listing-input.ts or domain/messages.ts.
 *
 * OwnItem (every answer below that returns a listing) = the feed item of listings.presenter.ts
 * plus `completedByUser`:
 *   cargo:     { type: 'cargo', id, originCity, originCountry, destinationCity, destinationCountry,
 *                notes, status: 'active'|'inactive'|'expired'|'completed', expiresAt (ISO|null),
 *                postDurationDays, createdAt, updatedAt, isOwn, contactAccess ('owner' for the
 *                owner), contact?: { companyName, contactPerson, phone, email },
 *                cargoType, loadingType, quantity, unit, weight, priceAmount, pickupDate,
 *                deliveryDate ('YYYY-MM-DD'|null), isUrgent, completedByUser }
 *   transport: { type: 'transport', …same common fields…, trailerType, capacity, volumeCapacity,
 *                volumeUnit, availableDate, serviceArea, pricePerKm, completedByUser }
 *
 * POST   /api/listings/cargo       body: cargoPublishSchema (domain/listing-input.ts) = the fields
 *                                   of steps 2 and 3 + durationDays -> 201 OwnItem (status active,
 *                                   expiresAt = listingExpiresAt(now, durationDays)).
 *        /api/listings/transport   body: transportPublishSchema -> 201 OwnItem.
 *   400 VALIDATION_ERROR {field, message} e.g. originCity "Palun sisestage lähtepunkti linn",
 *       contactPhone "Palun sisestage vähemalt telefon VÕI e-posti aadress",
 *       durationDays "Valige kuulutuse kestus".
 *   403 DURATION_NOT_ALLOWED {field: 'durationDays'} "Pikemad kestused on saadaval Premium-kontoga"
 *       (a duration over 7 days without premium or trial).
 * PATCH  /api/listings/cargo/{id}      body: cargoEditSchema (any of the fields; what is left out
 *        /api/listings/transport/{id}  keeps its stored value; null or '' clears an optional one)
 *                                   -> 200 OwnItem. Status and expiry do not change.
 * DELETE /api/listings/{type}/{id}  -> 204 (soft delete: the listing is gone for users).
 * POST   /api/listings/{type}/{id}/complete   -> 200 OwnItem (status 'completed',
 *                                   completedByUser true); 409 INVALID_LISTING_STATE unless active
 *                                   and not completed.
 * POST   /api/listings/{type}/{id}/confirm    -> 200 OwnItem (confirmedAt now); the owner only
 *                                   (403 NOT_OWNER, admins too); 409 unless it runs.
 * POST   /api/listings/{type}/{id}/reactivate body { durationDays: 7|14|30 } -> 200 OwnItem
 *                                   (status active, new expiresAt, completedByUser false);
 *                                   403 DURATION_NOT_ALLOWED for 14/30 without premium;
 *                                   409 INVALID_LISTING_STATE unless expired, paused, completed,
 *                                   past its expiry or running in its last day (an extension).
 * POST   /api/listings/{type}/{id}/pause      -> 200 OwnItem (status 'inactive'); 409 unless live
 *                                   (active and before its expiry).
 * POST   /api/listings/{type}/{id}/resume     -> 200 OwnItem (status 'active'); 409
 *                                   LISTING_EXPIRED when it is past its expiry (reactivate it
 *                                   instead), 409 INVALID_LISTING_STATE when it is not paused.
 * POST   /api/listings/{type}/{id}/duplicate  -> 201 OwnItem: a new active copy owned by the caller,
 *                                   for the original's duration capped to the caller's plan.
 *   All {type}/{id} actions: 404 LISTING_NOT_FOUND for an unknown or deleted listing, 403
 *   NOT_OWNER for someone else's (admins may act on any), 400 for a malformed id or type.
 *
 * GET    /api/me/listings?type=cargo|transport (default cargo)&filter=active|expired|all (default
 *        all)&page=1&pageSize=10|25|50|100 (default 25)
 *        -> 200 { items: OwnItem[] (newest first), total, page, pageSize,
 *                 counts: { cargo: { active, expired, all }, transport: { active, expired, all } } }
 *        "expired" = domain/listing-status.ts isExpiredOrPaused (completed, expired, paused or past expiry);
 *        deleted listings never appear.
 * GET    /api/me/publishing -> 200 { hasPremiumAccess, durations: number[] (publish choices of
 *        the plan), reactivationDurations: number[], templatesAllowed,
 *        contact: { companyName, contactPerson, contactPhone, contactEmail } (the contact step's
 *        starting values: the profile, else the account's name and e-mail; each may be null) }.
 */
import { requestLocale } from '../../platform/i18n/localize';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentSessionRequired } from '../../platform/http/openapi';
import { limitFor, type RateLimits } from '../../platform/rate-limit/rate-limit';
import { noContentSchema } from '@domain/contract/common';
import {
  listingIdParamsSchema as idParams,
  listingTypeIdParamsSchema as typeIdParams,
  myListingsPageSchema,
  myListingsQuerySchema,
  ownCargoItemSchema,
  ownItemSchema,
  ownTransportItemSchema,
  publishingInfoSchema,
} from '@domain/contract/my-listings';
import {
  cargoEditSchema,
  cargoPublishSchema,
  reactivateSchema,
  transportEditSchema,
  transportPublishSchema,
} from '@domain/listing-input';
import { requireViewer } from '../../platform/auth/session';
import { editCargo, editTransport, publishCargo, publishTransport } from './listing-writes.service';
import {
  completeListing,
  confirmListing,
  deleteListing,
  duplicateListing,
  pauseListing,
  reactivateListing,
  resumeListing,
} from './listing-lifecycle.service';
import { myListings, publishingOptions } from './my-listings.service';
import { pageInReadersLanguage } from './reader-places';
import { verbatimValidatorCompiler } from '../../platform/http/verbatim-validation';

const ACTION_NOTE =
  'Owner or admin. 404 for an unknown or deleted listing, 403 for someone else’s, 409 when the listing is not in a state that allows it.';

// A load's route given as the API's `stops` (the pickup first, the delivery last) is read as the
// listing's fields before validation (domain/stops.ts fromRouteStops); a refused field is then
// named as the route names it ('stops.0.date').
const routeStopCounts = new WeakMap<object, number>();
const routeStops = {
  preValidation: async (request: FastifyRequest) => {
    const { body, count } = fromRouteStops(request.body);
    if (count === null) return;
    request.body = body;
    routeStopCounts.set(request, count);
  },
  preSerialization: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const count = routeStopCounts.get(request);
    const error = (payload as { error?: { field?: unknown } } | null)?.error;
    if (count === undefined || reply.statusCode < 400 || typeof error?.field !== 'string') return payload;
    return { ...(payload as object), error: { ...error, field: routeStopField(error.field, count) } };
  },
};

// A truck's body given by ../shared/spec/API.md's name, `bodyType`, is its trailerType.
const bodyTypeAlias = {
  preValidation: async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | null;
    if (body && typeof body === 'object' && body.bodyType !== undefined && body.trailerType === undefined) {
      request.body = { ...body, trailerType: body.bodyType };
    }
  },
};

export const listingWritesRoutes: FastifyPluginAsyncZod<{ limits: RateLimits }> = async (app, { limits }) => {
  app.setValidatorCompiler(verbatimValidatorCompiler);
  documentSessionRequired(app);
  // A visitor gets 401 before anything about the input is said.
  app.addHook('preValidation', async (request) => {
    await requireViewer(request);
  });
  const db = () => app.deps.database.db;
  const tags = ['listings'];
  const publishLimit = limitFor(limits.publish, 'publish');

  app.post(
    '/listings/cargo',
    {
      ...routeStops,
      config: publishLimit,
      schema: {
        tags,
        summary: 'Publish a cargo listing',
        errors: [403],
        description: 'Durations over 7 days need premium or a trial (403 DURATION_NOT_ALLOWED).',
        body: cargoPublishSchema,
        response: { 201: ownCargoItemSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.status(201).send(await publishCargo(db(), viewer, request.body, requestLocale(request)));
    },
  );

  app.post(
    '/listings/transport',
    {
      ...bodyTypeAlias,
      config: publishLimit,
      schema: {
        tags,
        summary: 'Publish a free-transport listing',
        errors: [403],
        description: 'Durations over 7 days need premium or a trial (403 DURATION_NOT_ALLOWED).',
        body: transportPublishSchema,
        response: { 201: ownTransportItemSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply
        .status(201)
        .send(await publishTransport(db(), viewer, request.body, requestLocale(request)));
    },
  );

  app.patch(
    '/listings/cargo/:id',
    {
      ...routeStops,
      schema: {
        tags,
        summary: 'Edit a cargo listing',
        errors: [403, 404],
        description: `Fields left out keep their value; the result must still be a valid listing. ${ACTION_NOTE}`,
        params: idParams,
        body: cargoEditSchema,
        response: { 200: ownCargoItemSchema },
      },
    },
    async (request) =>
      editCargo(db(), await requireViewer(request), request.params.id, request.body, requestLocale(request)),
  );

  app.patch(
    '/listings/transport/:id',
    {
      ...bodyTypeAlias,
      schema: {
        tags,
        summary: 'Edit a free-transport listing',
        errors: [403, 404],
        description: `Fields left out keep their value; the result must still be a valid listing. ${ACTION_NOTE}`,
        params: idParams,
        body: transportEditSchema,
        response: { 200: ownTransportItemSchema },
      },
    },
    async (request) =>
      editTransport(
        db(),
        await requireViewer(request),
        request.params.id,
        request.body,
        requestLocale(request),
      ),
  );

  app.delete(
    '/listings/:type/:id',
    {
      schema: {
        tags,
        summary: 'Delete a listing (soft: kept for admins, gone for users)',
        errors: [403, 404],
        description: ACTION_NOTE,
        params: typeIdParams,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      await deleteListing(db(), viewer, request.params.type, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/listings/:type/:id/complete',
    {
      schema: {
        tags,
        summary: 'Mark an active listing completed',
        errors: [403, 404, 409],
        description: ACTION_NOTE,
        params: typeIdParams,
        response: { 200: ownItemSchema },
      },
    },
    async (request) =>
      completeListing(db(), await requireViewer(request), request.params.type, request.params.id),
  );

  app.post(
    '/listings/:type/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Say that a running listing is still available (a new confirmedAt)',
        errors: [403, 404, 409],
        description:
          'The owner only (403 NOT_OWNER for anyone else, admins included); 409 unless the listing runs.',
        params: typeIdParams,
        response: { 200: ownItemSchema },
      },
    },
    async (request) =>
      confirmListing(db(), await requireViewer(request), request.params.type, request.params.id),
  );

  app.post(
    '/listings/:type/:id/reactivate',
    {
      schema: {
        tags,
        summary: 'Reactivate an expired, paused or completed listing for a new duration',
        errors: [403, 404, 409],
        description: `7 days for everybody, 14 and 30 with premium (403 DURATION_NOT_ALLOWED). ${ACTION_NOTE}`,
        params: typeIdParams,
        body: reactivateSchema,
        response: { 200: ownItemSchema },
      },
    },
    async (request) =>
      reactivateListing(
        db(),
        await requireViewer(request),
        request.params.type,
        request.params.id,
        request.body.durationDays,
      ),
  );

  app.post(
    '/listings/:type/:id/pause',
    {
      schema: {
        tags,
        summary: 'Pause a live listing (status inactive)',
        errors: [403, 404, 409],
        description: ACTION_NOTE,
        params: typeIdParams,
        response: { 200: ownItemSchema },
      },
    },
    async (request) =>
      pauseListing(db(), await requireViewer(request), request.params.type, request.params.id),
  );

  app.post(
    '/listings/:type/:id/resume',
    {
      schema: {
        tags,
        summary: 'Resume a paused listing',
        errors: [403, 404, 409],
        description: `A listing past its expiry must be reactivated instead (409 LISTING_EXPIRED). ${ACTION_NOTE}`,
        params: typeIdParams,
        response: { 200: ownItemSchema },
      },
    },
    async (request) =>
      resumeListing(db(), await requireViewer(request), request.params.type, request.params.id),
  );

  app.post(
    '/listings/:type/:id/duplicate',
    {
      config: publishLimit,
      schema: {
        tags,
        summary: 'Copy a listing as a new active listing of the caller',
        errors: [403, 404],
        description: `For the original's duration as far as the caller's plan allows. ${ACTION_NOTE}`,
        params: typeIdParams,
        response: { 201: ownItemSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply
        .status(201)
        .send(await duplicateListing(db(), viewer, request.params.type, request.params.id));
    },
  );

  app.get(
    '/me/listings',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s own listings, with the counts of every tab and filter',
        description:
          '"expired" covers completed, expired, paused and past-expiry listings; "active" the rest. Deleted listings never appear.',
        querystring: myListingsQuerySchema,
        response: { 200: myListingsPageSchema },
      },
    },
    async (request) =>
      pageInReadersLanguage(
        db(),
        await myListings(db(), await requireViewer(request), request.query),
        requestLocale(request),
      ),
  );

  app.get(
    '/me/publishing',
    {
      schema: {
        tags,
        summary: 'The plan’s durations and template access, and the contact step’s starting values',
        response: { 200: publishingInfoSchema },
      },
    },
    async (request) => publishingOptions(db(), await requireViewer(request)),
  );
};
