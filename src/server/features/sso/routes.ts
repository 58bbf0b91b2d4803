// Single sign-on routes: an organization's settings (/api/v1/organizations/{id}/sso…, Admins,
// re-authentication for changes) and the public steps of signing in (/api/v1/auth/sso/…), whose
// credentials are the browser cookie set at the start, the provider's answer, and the link step.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenResponseSchema } from '../../../contracts/auth.ts';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import {
  domainProofBodySchema,
  domainProofSchema,
  domainVerificationBodySchema,
  reauthOnlySsoBodySchema,
  SSO_SIGN_IN_TTL_MINUTES,
  ssoCallbackBodySchema,
  ssoLinkBodySchema,
  ssoLinkStepSchema,
  ssoReauthAvailableSchema,
  ssoReauthenticatedSchema,
  ssoSettingsBodySchema,
  ssoSettingsSchema,
  ssoStartBodySchema,
  ssoStartSchema,
} from '../../../contracts/sso.ts';
import { secondStepSchema } from '../../../contracts/two-factor.ts';
import { actorOf, identityOf } from '../../plugins/authenticate.ts';
import { limitPerMinute } from '../../plugins/security.ts';
import type { SsoSettingsService } from './settings.ts';
import type { SsoSignIn } from './sign-in.ts';

/** The starting browser's secret; only the sign-in routes ever receive it. */
export const SSO_COOKIE = 'bw_sso';
const COOKIE_PATH = '/api/v1/auth/sso';

const errors = errorResponses(401, 403, 404, 409, 422, 429, 502, 503);

interface Options {
  settings: SsoSettingsService;
  signIn: SsoSignIn;
  rateLimitPerMinute: number;
  behindTls: boolean;
}

const originOf = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});
const bearer = (accessToken: string) => ({ access_token: accessToken, token_type: 'bearer' as const });

export const ssoRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { signIn, behindTls } = options;
  const config = limitPerMinute(options.rateLimitPerMinute);
  const tags = ['auth'];
  // Returns nothing: a reply is thenable, and awaiting it before it is sent would never end.
  const clearCookie = (reply: FastifyReply): void => {
    reply.clearCookie(SSO_COOKIE, { path: COOKIE_PATH });
  };
  const setBrowserCookie = (request: FastifyRequest, reply: FastifyReply, browserKey: string): void => {
    reply.setCookie(SSO_COOKIE, browserKey, {
      httpOnly: true,
      sameSite: 'lax',
      path: COOKIE_PATH,
      secure: behindTls || request.protocol === 'https',
      maxAge: SSO_SIGN_IN_TTL_MINUTES * 60,
    });
  };

  app.post(
    '/auth/sso/start',
    {
      config,
      schema: {
        tags,
        summary: "Sign in with SSO: the identity provider's address for the domain of the e-mail",
        body: ssoStartBodySchema,
        response: { 200: ssoStartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const started = await signIn.start(request.body.email, originOf(request));
      setBrowserCookie(request, reply, started.browserKey);
      return { authorization_url: started.authorizationUrl };
    },
  );

  app.post(
    '/auth/sso/callback',
    {
      config,
      schema: {
        tags,
        summary: "The identity provider's answer, from the browser that started: signed in, or the link step",
        body: ssoCallbackBodySchema,
        response: {
          200: z.union([tokenResponseSchema, ssoLinkStepSchema, secondStepSchema, ssoReauthenticatedSchema]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await signIn
        .callback(request.body.query, request.cookies[SSO_COOKIE], originOf(request))
        .finally(() => clearCookie(reply));
      return typeof result === 'string' ? bearer(result) : result;
    },
  );

  app.get(
    '/auth/sso/reauthenticate',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Whether I can re-authenticate through an identity provider (my account signs in by SSO)',
        response: { 200: ssoReauthAvailableSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ available: await signIn.canReauth(identityOf(request).user.id) }),
  );

  app.post(
    '/auth/sso/reauthenticate',
    {
      config,
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Re-authenticate through my identity provider (accounts that sign in by SSO): its address; the answer opens 10 minutes for sensitive changes',
        response: { 200: ssoStartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const started = await signIn.startReauth(identity.user.id, identity.sessionId, originOf(request));
      setBrowserCookie(request, reply, started.browserKey);
      return { authorization_url: started.authorizationUrl };
    },
  );

  app.post(
    '/auth/sso/link',
    {
      config,
      schema: {
        tags,
        summary: 'Link the identity to the existing account with that address: its password (and code)',
        body: ssoLinkBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) =>
      bearer(
        await signIn.link(
          request.body.challenge,
          request.body.password,
          request.body.code,
          originOf(request),
        ),
      ),
  );

  app.post(
    '/auth/sso/domain/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'The link e-mailed to an address at the domain: the domain is verified',
        body: domainProofBodySchema,
        response: { 200: domainProofSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => options.settings.confirmDomainProof(request.body.token, request.ip ?? null),
  );

  await app.register(adminRoutes, options);
};

const adminRoutes: FastifyPluginAsyncZod<Options> = async (admin, { settings, rateLimitPerMinute }) => {
  admin.addHook('onRequest', admin.requireUser);
  // These take the password: guesses are limited like sign-ins.
  const config = limitPerMinute(rateLimitPerMinute);
  const tags = ['organizations'];
  const params = z.object({ id: z.string() });

  admin.get(
    '/organizations/:id/sso',
    {
      schema: {
        tags,
        summary: 'Single sign-on settings (Admin); the client secret is never sent back',
        params,
        response: { 200: ssoSettingsSchema, ...errors },
      },
    },
    async (request) => settings.get(actorOf(request), request.params.id),
  );

  admin.put(
    '/organizations/:id/sso',
    {
      config,
      schema: {
        tags,
        summary:
          'Set the identity provider, domain, mandatory SSO and default role (Admin, re-authentication)',
        params,
        body: ssoSettingsBodySchema,
        response: { 200: ssoSettingsSchema, ...errors },
      },
    },
    async (request) => settings.save(identityOf(request), request.params.id, request.body),
  );

  admin.delete(
    '/organizations/:id/sso',
    {
      config,
      schema: {
        tags,
        summary: 'Turn single sign-on off (Admin, re-authentication)',
        params,
        body: reauthOnlySsoBodySchema,
        response: { 204: z.null().describe('Done'), ...errors },
      },
    },
    async (request, reply) => {
      await settings.remove(identityOf(request), request.params.id, request.body.current_password);
      return reply.status(204).send(null);
    },
  );

  admin.post(
    '/organizations/:id/sso/domain',
    {
      config,
      schema: {
        tags,
        summary: 'E-mail a link to an address at the domain; following it verifies the domain (Admin)',
        params,
        body: domainVerificationBodySchema,
        response: { 200: ssoSettingsSchema, ...errors },
      },
    },
    async (request) =>
      settings.sendDomainProof(
        identityOf(request),
        request.params.id,
        request.body.email,
        request.body.current_password,
      ),
  );

  admin.post(
    '/organizations/:id/sso/domain/dns-check',
    {
      config,
      schema: {
        tags,
        summary: 'Look for the domain’s DNS TXT record now; found, the domain is verified (Admin)',
        params,
        body: reauthOnlySsoBodySchema,
        response: { 200: ssoSettingsSchema, ...errors },
      },
    },
    async (request) =>
      settings.checkDomainTxt(identityOf(request), request.params.id, request.body.current_password),
  );
};
