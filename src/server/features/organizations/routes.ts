import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import {
  acceptInviteResponseSchema,
  auditPageSchema,
  auditQuerySchema,
  createInvitesBodySchema,
  createInvitesResponseSchema,
  createOrganizationBodySchema,
  deleteOrganizationBodySchema,
  invitePreviewSchema,
  inviteSchema,
  organizationSchema,
  organizationSummarySchema,
  orgMemberSchema,
  updateMemberBodySchema,
  updateOrganizationBodySchema,
  upgradeRequestBodySchema,
  upgradeRequestSchema,
} from '../../../contracts/organizations.ts';
import { idSchema, textSchema } from '../../../contracts/text.ts';
import { actorOf, identityOf } from '../../plugins/authenticate.ts';
import type { InviteService } from './invites-service.ts';
import type { OrganizationService } from './service.ts';

const tags = ['organizations'];
const id = idSchema;
const orgParams = z.object({ id });
const errors = errorResponses(401, 403, 404, 409, 422);

export const organizationRoutes: FastifyPluginAsyncZod<{
  organizations: OrganizationService;
  invites: InviteService;
}> = async (app, { organizations, invites }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Your organizations, your personal one first',
        response: { 200: z.array(organizationSummarySchema), 401: errorResponseSchema },
      },
    },
    async (request) => organizations.list(actorOf(request)),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create an organization (you become its Admin)',
        body: createOrganizationBodySchema,
        response: { 201: organizationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await organizations.create(actorOf(request), request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'An organization with its figures, plan, matrix and your permissions',
        params: orgParams,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) => organizations.get(actorOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Settings: name, industry, default board type, permission matrix (Admins)',
        params: orgParams,
        body: updateOrganizationBodySchema,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) => organizations.update(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/:id/members',
    {
      schema: {
        tags,
        summary: 'Members with their role, boards and last activity',
        params: orgParams,
        response: { 200: z.array(orgMemberSchema), ...errors },
      },
    },
    async (request) => organizations.members(actorOf(request), request.params.id),
  );

  app.patch(
    '/:id/members/:userId',
    {
      schema: {
        tags,
        summary: "Change a member's role",
        params: z.object({ id, userId: id }),
        body: updateMemberBodySchema,
        response: { 200: orgMemberSchema, ...errors },
      },
    },
    async (request) =>
      organizations.changeRole(actorOf(request), request.params.id, request.params.userId, request.body.role),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete the organization with its boards (an Admin, after re-authentication)',
        params: z.object({ id }),
        body: deleteOrganizationBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await organizations.remove(identityOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member (or leave the organization yourself)',
        params: z.object({ id, userId: id }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await organizations.removeMember(actorOf(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/invites',
    {
      schema: {
        tags,
        summary: 'Invitations not yet accepted, revoked or expired',
        params: orgParams,
        response: { 200: z.array(inviteSchema), ...errors },
      },
    },
    async (request) => invites.list(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/invites',
    {
      schema: {
        tags,
        summary: 'Invite people by e-mail, with a role and boards',
        params: orgParams,
        body: createInvitesBodySchema,
        response: { 201: createInvitesResponseSchema, ...errors, 502: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invites.create(actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/:id/invites/:inviteId/resend',
    {
      schema: {
        tags,
        summary: 'Send an invitation again with a new link (the old one stops working)',
        params: z.object({ id, inviteId: id }),
        response: { 200: inviteSchema, ...errors, 502: errorResponseSchema },
      },
    },
    async (request) => invites.resend(actorOf(request), request.params.id, request.params.inviteId),
  );

  app.delete(
    '/:id/invites/:inviteId',
    {
      schema: {
        tags,
        summary: 'Revoke an invitation',
        params: z.object({ id, inviteId: id }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await invites.revoke(actorOf(request), request.params.id, request.params.inviteId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/audit',
    {
      schema: {
        tags,
        summary: "The organization's audit trail, newest first (Admins)",
        params: orgParams,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => organizations.audit(actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/:id/upgrade-requests',
    {
      schema: {
        tags,
        summary: 'Plan upgrade requests',
        params: orgParams,
        response: { 200: z.array(upgradeRequestSchema), ...errors },
      },
    },
    async (request) => organizations.upgradeRequests(actorOf(request), request.params.id),
  );

  app.post(
    '/:id/upgrade-requests',
    {
      schema: {
        tags,
        summary: 'Ask for a bigger plan (a super-admin grants it)',
        params: orgParams,
        body: upgradeRequestBodySchema,
        response: { 201: upgradeRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await organizations.requestUpgrade(
            actorOf(request),
            request.params.id,
            request.body.plan,
            request.body.note ?? null,
          ),
        ),
  );
};

/** The accept page's calls: the token is the secret, so reading one needs no account. */
export const inviteRoutes: FastifyPluginAsyncZod<{ invites: InviteService }> = async (app, { invites }) => {
  const params = z.object({ token: textSchema.max(200) });

  app.get(
    '/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation is for',
        params,
        response: { 200: invitePreviewSchema, 404: errorResponseSchema },
      },
    },
    async (request) => invites.preview(request.params.token),
  );

  app.post(
    '/:token/accept',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Accept an invitation as the invited account',
        params,
        response: { 200: acceptInviteResponseSchema, ...errors },
      },
    },
    async (request) => invites.accept(actorOf(request), request.params.token),
  );
};
