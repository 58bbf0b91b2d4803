// Passkey routes: signing in with one (/api/v1/auth/login/passkey…, public: the signature is the
// credential), the second step of a password sign-in (/api/v1/auth/login/two-factor/passkey…),
// one's own passkeys (/api/v1/auth/passkeys…) and re-authenticating with one.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reauthStatusSchema } from '../../../contracts/account.ts';
import { tokenResponseSchema } from '../../../contracts/auth.ts';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import {
  addPasskeyBodySchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyReauthBodySchema,
  passkeySchema,
  passkeySecondStepBodySchema,
  passkeySecondStepOptionsBodySchema,
  passkeySignInBodySchema,
  registrationOptionsBodySchema,
  removePasskeyBodySchema,
  renamePasskeyBodySchema,
} from '../../../contracts/passkeys.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { limitPerMinute } from '../../plugins/security.ts';
import type { OpenSession } from '../two-factor/sign-in.ts';
import type { PasskeyService } from './service.ts';
import type { PasskeySignIn } from './sign-in.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429);
const noContent = z.null().describe('Done');
// The zod schemas check the shape; the library's types name the same JSON.
const asAuthentication = (credential: unknown) => credential as AuthenticationResponseJSON;
const asRegistration = (credential: unknown) => credential as RegistrationResponseJSON;

interface Options {
  service: PasskeyService;
  signIn: PasskeySignIn;
  openSession: OpenSession;
  rateLimitPerMinute: number;
}

export const passkeyRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { signIn, openSession, rateLimitPerMinute } = options;
  // Each challenge is a row: asking for them is limited like sign-ins.
  const config = limitPerMinute(rateLimitPerMinute);
  const tags = ['auth'];

  app.post(
    '/auth/login/passkey/options',
    {
      config,
      schema: {
        tags,
        summary: 'Start a sign-in with a passkey, no password: the options for the browser',
        response: { 200: passkeyOptionsSchema, 429: errorResponseSchema },
      },
    },
    async () => signIn.options(),
  );

  app.post(
    '/auth/login/passkey',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in with the passkey the browser chose (user verification required)',
        body: passkeySignInBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => ({
      access_token: await signIn.signIn(
        asAuthentication(request.body.credential),
        { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
        openSession,
      ),
      token_type: 'bearer' as const,
    }),
  );

  app.post(
    '/auth/login/two-factor/passkey/options',
    {
      config,
      schema: {
        tags,
        summary: 'Second step of signing in with a passkey: the options for the browser',
        body: passkeySecondStepOptionsBodySchema,
        response: { 200: passkeyOptionsSchema, ...errors },
      },
    },
    async (request) => signIn.secondStepOptions(request.body.challenge),
  );

  app.post(
    '/auth/login/two-factor/passkey',
    {
      config,
      schema: {
        tags,
        summary: 'Second step of signing in, answered by one of the account’s passkeys',
        body: passkeySecondStepBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => ({
      access_token: await signIn.secondStep(
        request.body.challenge,
        asAuthentication(request.body.credential),
        openSession,
      ),
      token_type: 'bearer' as const,
    }),
  );

  await app.register(signedInRoutes, options);
};

/** One's own passkeys, and re-authenticating with one. */
const signedInRoutes: FastifyPluginAsyncZod<Options> = async (user, { service, rateLimitPerMinute }) => {
  const config = limitPerMinute(rateLimitPerMinute);
  const tags = ['account'];
  const params = z.object({ id: z.string() });
  user.addHook('onRequest', user.requireUser);

  user.get(
    '/auth/passkeys',
    {
      schema: { tags, summary: 'The account’s passkeys', response: { 200: passkeyListSchema, ...errors } },
    },
    async (request) => ({ passkeys: await service.list(identityOf(request)) }),
  );

  user.post(
    '/auth/passkeys/registration-options',
    {
      config,
      schema: {
        tags,
        summary: 'Start registering a passkey: the options for the browser (re-authentication)',
        body: registrationOptionsBodySchema,
        response: { 200: passkeyOptionsSchema, ...errors },
      },
    },
    async (request) => service.registrationOptions(identityOf(request), request.body.current_password),
  );

  user.post(
    '/auth/passkeys',
    {
      config,
      schema: {
        tags,
        summary: 'Register the passkey the browser made; other sessions end',
        body: addPasskeyBodySchema,
        response: { 201: passkeySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.add(identityOf(request), asRegistration(request.body.credential), request.body.name),
        ),
  );

  user.patch(
    '/auth/passkeys/:id',
    {
      schema: {
        tags,
        summary: 'Rename a passkey',
        params,
        body: renamePasskeyBodySchema,
        response: { 200: passkeySchema, ...errors },
      },
    },
    async (request) => service.rename(identityOf(request), request.params.id, request.body.name),
  );

  user.delete(
    '/auth/passkeys/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a passkey; other sessions end (re-authentication)',
        params,
        body: removePasskeyBodySchema.nullish(),
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(identityOf(request), request.params.id, request.body?.current_password);
      return reply.status(204).send(null);
    },
  );

  user.post(
    '/auth/reauthenticate/passkey/options',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm it is you with a passkey: the options for the browser',
        response: { 200: passkeyOptionsSchema, ...errors },
      },
    },
    async (request) => service.reauthOptions(identityOf(request)),
  );

  user.post(
    '/auth/reauthenticate/passkey',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm it is you with a passkey: sensitive changes need no password for 10 minutes',
        body: passkeyReauthBodySchema,
        response: { 200: reauthStatusSchema, ...errors },
      },
    },
    async (request) => service.reauthenticate(identityOf(request), asAuthentication(request.body.credential)),
  );
};
