// /api/v1/auth: password reset, e-mail verification and change, password change,
// re-authentication. Links' tokens are their own credential, so those routes need no sign-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailChangeBodySchema,
  messageSchema,
  passwordChangeBodySchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  reauthBodySchema,
  reauthStatusSchema,
  verifiedEmailSchema,
  verifyEmailBodySchema,
} from '../../../contracts/account.ts';
import { errorResponseSchema } from '../../../contracts/errors.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { limitPerMinute } from '../../plugins/security.ts';
import type { EmailVerification } from './email-verification.ts';
import type { PasswordReset } from './password-reset.ts';
import type { Reauth } from './reauth.ts';
import type { SessionManagement } from './session-management.ts';

export interface AccountRoutesOptions {
  reset: PasswordReset;
  verification: EmailVerification;
  sessions: SessionManagement;
  reauth: Reauth;
  rateLimitPerMinute: number;
}

const publicErrors = {
  400: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};
const userErrors = { 401: errorResponseSchema, 403: errorResponseSchema, ...publicErrors };
const noContent = z.null().describe('Done');

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { reset, verification, sessions, reauth } = options;
  const config = limitPerMinute(options.rateLimitPerMinute);
  const tags = ['account'];

  app.post(
    '/password-reset',
    {
      config,
      schema: {
        tags,
        summary: 'E-mail a link to choose a new password (the same answer for any address)',
        body: passwordResetRequestSchema,
        response: { 202: messageSchema, ...publicErrors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ message: await reset.request(request.body.email, request.ip) }),
  );

  app.post(
    '/password-reset/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'Set a new password with a reset link; every session of the account ends',
        body: passwordResetConfirmSchema,
        response: { 204: noContent, ...publicErrors },
      },
    },
    async (request, reply) => {
      await reset.confirm(request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/verify-email',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm an address with the link sent to it',
        body: verifyEmailBodySchema,
        response: { 200: verifiedEmailSchema, ...publicErrors },
      },
    },
    async (request) => verification.confirm(request.body.token, request.ip),
  );

  app.post(
    '/verify-email/resend',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Send a new link to confirm the account’s address',
        response: { 202: messageSchema, ...userErrors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ message: await verification.resend(identityOf(request)) }),
  );

  app.post(
    '/email',
    {
      // It takes the password: guesses are limited like sign-ins.
      config,
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change the address: confirmed from the new one, the old one is told (re-authentication)',
        body: emailChangeBodySchema,
        response: { 202: messageSchema, ...userErrors },
      },
    },
    async (request, reply) => {
      const { email, current_password } = request.body;
      const message = await verification.requestChange(identityOf(request), email, current_password);
      return reply.status(202).send({ message });
    },
  );

  app.put(
    '/password',
    {
      config,
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change the password; other sessions end (re-authentication)',
        body: passwordChangeBodySchema,
        response: { 204: noContent, ...userErrors },
      },
    },
    async (request, reply) => {
      const { new_password, current_password } = request.body;
      await sessions.changePassword(identityOf(request), new_password, current_password);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/reauthenticate',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Until when this session may make sensitive changes without the password',
        response: { 200: reauthStatusSchema, 401: errorResponseSchema },
      },
    },
    async (request) => reauth.status(identityOf(request)),
  );

  app.post(
    '/reauthenticate',
    {
      config,
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Give the password again: sensitive changes need no password for 10 minutes',
        body: reauthBodySchema,
        response: { 200: reauthStatusSchema, ...userErrors },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      await reauth.confirm(identity, request.body.password);
      return reauth.status(identity);
    },
  );
};
