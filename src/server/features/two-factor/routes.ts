// Two-factor routes: the second step of signing in (/api/v1/auth/login/two-factor…, public: the
// challenge token is the credential), one's own two-factor (/api/v1/auth/two-factor…), and an
// organization requiring it (/api/v1/organizations/{id}/two-factor).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reauthStatusSchema } from '../../../contracts/account.ts';
import { tokenResponseSchema } from '../../../contracts/auth.ts';
import { errorResponses } from '../../../contracts/errors.ts';
import {
  confirmTotpBodySchema,
  enrolChallengeBodySchema,
  enrolledSignInSchema,
  organizationTwoFactorBodySchema,
  organizationTwoFactorSchema,
  reauthCodeBodySchema,
  reauthOnlyBodySchema,
  recoveryCodesSchema,
  secondStepBodySchema,
  totpEnrolmentSchema,
  twoFactorStatusSchema,
} from '../../../contracts/two-factor.ts';
import { actorOf, identityOf } from '../../plugins/authenticate.ts';
import { limitPerMinute } from '../../plugins/security.ts';
import type { OrganizationTwoFactorService } from './organization-requirement.ts';
import type { TwoFactorService } from './service.ts';
import type { OpenSession, TwoFactorSignIn } from './sign-in.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429);
const noContent = z.null().describe('Done');

interface Options {
  service: TwoFactorService;
  signIn: TwoFactorSignIn;
  organizations: OrganizationTwoFactorService;
  openSession: OpenSession;
  rateLimitPerMinute: number;
}

export const twoFactorRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { signIn, openSession, rateLimitPerMinute } = options;
  // Every route here takes a password or a code: guesses are limited like sign-ins.
  const config = limitPerMinute(rateLimitPerMinute);

  app.post(
    '/auth/login/two-factor',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Second step of signing in: a code from the authenticator app, or a recovery code',
        body: secondStepBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => ({
      access_token: await signIn.verify(request.body.challenge, request.body.code, openSession),
      token_type: 'bearer' as const,
    }),
  );

  app.post(
    '/auth/login/two-factor/enrol',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'An organization requires two-factor: the QR code to enrol before signing in',
        body: enrolChallengeBodySchema,
        response: { 200: totpEnrolmentSchema, ...errors },
      },
    },
    async (request) => signIn.startEnrolment(request.body.challenge),
  );

  app.post(
    '/auth/login/two-factor/enrol/confirm',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Confirm the enrolment with a first code: signed in, recovery codes shown once',
        body: secondStepBodySchema,
        response: { 200: enrolledSignInSchema, ...errors },
      },
    },
    async (request) => signIn.finishEnrolment(request.body.challenge, request.body.code, openSession),
  );

  await app.register(signedInRoutes, options);
};

/** Routes for the signed-in user: their own two-factor, an organization's requirement. */
const signedInRoutes: FastifyPluginAsyncZod<Options> = async (user, options) => {
  const { service, organizations, rateLimitPerMinute } = options;
  const config = limitPerMinute(rateLimitPerMinute);
  const tags = ['account'];
  user.addHook('onRequest', user.requireUser);

  user.get(
    '/auth/two-factor',
    {
      schema: {
        tags,
        summary: 'Whether two-factor is on, recovery codes left, organizations requiring it',
        response: { 200: twoFactorStatusSchema, ...errors },
      },
    },
    async (request) => service.status(identityOf(request)),
  );

  user.post(
    '/auth/two-factor/totp',
    {
      config,
      schema: {
        tags,
        summary: 'Start enrolling an authenticator app: QR code and key (re-authentication)',
        body: reauthOnlyBodySchema,
        response: { 200: totpEnrolmentSchema, ...errors },
      },
    },
    async (request) => service.begin(identityOf(request), request.body.current_password),
  );

  user.post(
    '/auth/two-factor/totp/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm the app with its first code: two-factor on, recovery codes shown once',
        body: confirmTotpBodySchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => service.confirm(identityOf(request), request.body.code, request.body.current_password),
  );

  user.post(
    '/auth/two-factor/recovery-codes',
    {
      config,
      schema: {
        tags,
        summary: 'Replace the recovery codes with ten new ones, shown once (re-authentication)',
        body: reauthOnlyBodySchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => service.regenerate(identityOf(request), request.body.current_password),
  );

  user.post(
    '/auth/reauthenticate/two-factor',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm it is you with an authenticator or recovery code instead of the password',
        body: reauthCodeBodySchema,
        response: { 200: reauthStatusSchema, ...errors },
      },
    },
    async (request) => service.reauthenticate(identityOf(request), request.body.code),
  );

  user.post(
    '/auth/two-factor/disable',
    {
      config,
      schema: {
        tags,
        summary: 'Turn two-factor off; other sessions end (re-authentication)',
        body: reauthOnlyBodySchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await service.disable(identityOf(request), request.body.current_password);
      return reply.status(204).send(null);
    },
  );

  const params = z.object({ id: z.string() });
  user.get(
    '/organizations/:id/two-factor',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Whether the organization requires two-factor of its members',
        params,
        response: { 200: organizationTwoFactorSchema, ...errors },
      },
    },
    async (request) => organizations.get(actorOf(request), request.params.id),
  );

  user.put(
    '/organizations/:id/two-factor',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Require two-factor of every member (Admin); members without it are signed out',
        params,
        body: organizationTwoFactorBodySchema,
        response: { 200: organizationTwoFactorSchema, ...errors },
      },
    },
    async (request) => organizations.set(actorOf(request), request.params.id, request.body.required),
  );
};
