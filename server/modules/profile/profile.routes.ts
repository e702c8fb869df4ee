import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageBodySchema } from '@domain/contract/accounts';
import { noContentSchema } from '@domain/contract/common';
import {
  companyBodySchema,
  companySchema,
  directoryAnswerSchema,
  directoryBodySchema,
  passwordChangeBodySchema,
  profileUpdateBodySchema,
  profileSchema,
} from '@domain/contract/profile';
import { requireViewer } from '../../platform/auth/session';
import { requestLocale } from '../../platform/i18n/localize';
import { documentSessionRequired } from '../../platform/http/openapi';
import { limitFor, type RateLimits } from '../../platform/rate-limit/rate-limit';
import { verbatimValidatorCompiler } from '../../platform/http/verbatim-validation';
import {
  askToBeVerified,
  changePassword,
  getCompany,
  getProfile,
  saveCompany,
  saveLanguage,
  saveProfile,
  setDirectoryPlace,
} from './profile.service';

/**
 * The user's own settings (the settings page's profile, company and security tabs): every route
 * needs a session; writing the company and its directory place needs premium or a trial
 * (403 ACCESS_REQUIRED). Validation messages are the forms' own Estonian words.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ limits: RateLimits }> = async (app, { limits }) => {
  app.setValidatorCompiler(verbatimValidatorCompiler);
  documentSessionRequired(app);
  app.addHook('preValidation', async (request) => {
    await requireViewer(request);
  });
  const db = () => app.deps.database.db;
  const tags = ['settings'];

  app.get(
    '/me/profile',
    { schema: { tags, summary: 'The caller’s personal data', response: { 200: profileSchema } } },
    async (request) => getProfile(db(), await requireViewer(request)),
  );

  app.put(
    '/me/profile',
    {
      schema: {
        tags,
        summary: 'Save the caller’s personal data (contact person, phone, address); blank clears',
        body: profileUpdateBodySchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => saveProfile(db(), await requireViewer(request), request.body),
  );

  app.put(
    '/me/language',
    {
      schema: {
        tags,
        summary:
          'Set the caller’s language (the pages’ language switch); the next page and every mail use it',
        body: languageBodySchema,
        response: { 200: languageBodySchema },
      },
    },
    async (request) => saveLanguage(db(), await requireViewer(request), request.body),
  );

  app.get(
    '/me/company',
    {
      schema: {
        tags,
        summary: 'The caller’s company data and directory place',
        response: { 200: companySchema },
      },
    },
    // The base place is named in the request's language.
    async (request) => getCompany(db(), await requireViewer(request), requestLocale(request)),
  );

  app.put(
    '/me/company',
    {
      schema: {
        tags,
        summary: 'Save the caller’s company data (premium or trial); blank clears',
        errors: [403],
        body: companyBodySchema,
        response: { 200: companySchema },
      },
    },
    async (request) => saveCompany(db(), await requireViewer(request), request.body, requestLocale(request)),
  );

  app.post(
    '/me/company/verification',
    {
      schema: {
        tags,
        summary:
          'Ask for the company to be verified (decision 0081): a name, a country and a valid registry code needed (400 naming the field); 409 ALREADY_VERIFIED; asking while a request waits changes nothing',
        errors: [400, 409],
        response: { 200: companySchema },
      },
    },
    async (request) => askToBeVerified(db(), await requireViewer(request), requestLocale(request)),
  );

  app.put(
    '/me/directory',
    {
      schema: {
        tags,
        summary:
          'Show or hide the caller’s company in the directory (premium or trial; a company name needed)',
        errors: [403],
        body: directoryBodySchema,
        response: { 200: directoryAnswerSchema },
      },
    },
    async (request) => setDirectoryPlace(db(), await requireViewer(request), request.body.show),
  );

  app.post(
    '/me/password',
    {
      // Each try costs an Argon2id verification, and a stolen session must not guess the password.
      config: limitFor(limits.signIn, 'password-change'),
      schema: {
        tags,
        summary: 'Change the password: the current one is checked (400 WRONG_PASSWORD); other sessions end',
        body: passwordChangeBodySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await changePassword(db(), await requireViewer(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
