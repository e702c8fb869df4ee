import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION } from '../../platform/http/openapi';
import {
  contactParamsSchema as params,
  myContactsPageSchema,
  myContactsQuerySchema,
} from '@domain/contract/contacts';
import { contactAnswerSchema, unlockAnswerSchema } from '@domain/credits';
import { requireViewer } from '../../platform/auth/session';
import { myContacts, readContact, unlockContact } from './contacts.service';

/**
 * The contract (issue 6). `type` is cargo | transport | company; for company the id is the
 * directory entry id as GET /api/companies answers it. Errors are { error: { code, message } }.
 *
 * GET /api/contacts/{type}/{id} -> 200
 *   { contactAccess: 'owner' | 'premium' | 'unlocked',
 *     contact: { companyName, contactPerson, phone, email }            (cargo, transport)
 *            | { contactPerson, phone, email, website } }              (company; all string | null)
 *   401 UNAUTHORIZED (no session) · 404 LISTING_NOT_FOUND / COMPANY_NOT_FOUND (unknown, deleted,
 *   not shown) · 403 CONTACT_LOCKED (not entitled: no contact values in the body).
 *
 * POST /api/contacts/{type}/{id}/unlock (no body) -> 200
 *   { contactAccess, contact (as above), spent: boolean, credits: { monthlyCredits, creditsUsed,
 *     available, unlimited, lastResetDate } }
 *   Entitled already (owner, premium/trial, unlocked before): spent false, nothing spent.
 *   Otherwise spends one credit atomically and writes the access-log row: spent true.
 *   402 NO_CREDITS (no credit left this month; nothing changes) · 401 · 404 as above ·
 *   503 MAINTENANCE while maintenance is on.
 *
 * GET /api/me/contacts?q=&page=&pageSize= -> 200 { items: OpenedContact[], total, page, pageSize }
 *   ("Minu kontaktid", domain/contract/contacts.ts): the caller's own opened, bought and granted
 *   contacts, the latest first, as they were when the access began; 401 without a session.
 */

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/contacts/:type/:id',
    {
      schema: {
        tags: ['contacts'],
        summary: 'The contact of a listing or directory company, for the entitled only',
        security: SESSION,
        errors: [403, 404],
        params,
        response: { 200: contactAnswerSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return readContact(db(), viewer, request.params.type, request.params.id);
    },
  );

  app.post(
    '/contacts/:type/:id/unlock',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Open a contact: spends one monthly credit unless already entitled',
        security: SESSION,
        errors: [402, 403, 404],
        params,
        response: { 200: unlockAnswerSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return unlockContact(db(), viewer, request.params.type, request.params.id);
    },
  );

  app.get(
    '/me/contacts',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Every contact the caller opened, bought or was granted, as it was then, the latest first',
        security: SESSION,
        querystring: myContactsQuerySchema,
        response: { 200: myContactsPageSchema },
      },
    },
    async (request) => myContacts(db(), await requireViewer(request), request.query),
  );
};
