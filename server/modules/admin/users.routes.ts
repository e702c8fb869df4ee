/**
 * The back office's users (registered inside adminRoutes, behind its guard: 401 signed out, 403
 * ADMIN_REQUIRED without the admin role).
 *   GET    /api/admin/users?q=&role=&plan=&page=&pageSize= -> 200 a page of users
 *   PUT    /api/admin/users/{id}/role          -> 200 the user; 404 USER_NOT_FOUND; 409 OWN_ADMIN_ROLE
 *   PUT    /api/admin/users/{id}/subscription  -> 200 the user; 400 end in the past; 404; 409
 *                                                 PAID_SUBSCRIPTION (premium over a paid one) |
 *                                                 OWN_SUBSCRIPTION (the admin's own); 502
 *                                                 PAYMENT_UNAVAILABLE (the provider refused to cancel)
 *   DELETE /api/admin/users/{id}               -> 204; 404; 409 CANNOT_DELETE_SELF
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRoleChangeSchema,
  adminSubscriptionChangeSchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
} from '@domain/contract/admin-users';
import { noContentSchema } from '@domain/contract/common';
import { requireViewer } from '../../platform/auth/session';
import { deleteUser, listUsers, setAdminRole, setSubscription, type UsersContext } from './users.service';

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // The provider is chosen after the admin routes are registered; it is read when a request needs it.
  const ctx = (): UsersContext => ({ db: db(), provider: app.paymentProvider, log: app.log });
  const tags = ['admin'];

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary:
          'Users who are not deleted, newest first: search by e-mail, contact person or company name; role and plan filters',
        errors: [403],
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => listUsers(db(), await requireViewer(request), request.query),
  );

  app.put(
    '/admin/users/:id/role',
    {
      schema: {
        tags,
        summary: 'Grant or remove the admin role; an admin cannot remove their own',
        errors: [403, 404, 409],
        params: adminUserParamsSchema,
        body: adminRoleChangeSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      setAdminRole(db(), await requireViewer(request), request.params.id, request.body.admin),
  );

  app.put(
    '/admin/users/:id/subscription',
    {
      schema: {
        tags,
        summary:
          "Set the plan: free ends a running trial or subscription now (a paid one is cancelled at the provider); premium runs until `end` without a payment. Not the admin's own plan",
        errors: [403, 404, 409],
        params: adminUserParamsSchema,
        body: adminSubscriptionChangeSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => setSubscription(ctx(), await requireViewer(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary:
          'Delete the account: it cannot sign in, its address is free again, its listings and templates go; payment records stay',
        errors: [403, 404, 409],
        params: adminUserParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteUser(ctx(), await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
