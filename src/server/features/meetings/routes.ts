import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../contracts/errors.ts';
import {
  actionItemSchema,
  agendaItemSchema,
  createActionItemBodySchema,
  createMeetingBodySchema,
  importAgendaBodySchema,
  meetingDetailSchema,
  meetingListSchema,
  meetingSchema,
  moveItemsBodySchema,
  reorderBodySchema,
  startMeetingBodySchema,
  updateActionItemBodySchema,
  updateAgendaItemBodySchema,
  updateMeetingBodySchema,
} from '../../../contracts/meetings.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { AgendaService } from './agenda-service.ts';
import type { MeetingService } from './service.ts';

const meetingParams = z.object({ id: idSchema });
const itemParams = z.object({ id: idSchema, itemId: idSchema });
const actionParams = z.object({ id: idSchema, actionId: idSchema });
const errors = errorResponses(401, 403, 404, 409, 422);
const tags = ['meetings'];

export const meetingRoutes: FastifyPluginAsyncZod<{
  meetings: MeetingService;
  agenda: AgendaService;
}> = async (app, { meetings, agenda }) => {
  app.addHook('onRequest', app.requireUser);
  const user = actorOf;

  app.get(
    '/meetings',
    {
      schema: {
        tags,
        summary: "A board's meetings by scheduled date (the agenda pool is never listed)",
        querystring: z.object({ board_id: idSchema, has_agenda: z.enum(['true', 'false']).optional() }),
        response: { 200: meetingListSchema, ...errors },
      },
    },
    async (request) =>
      meetings.list(user(request), request.query.board_id, request.query.has_agenda === 'true'),
  );

  app.get(
    '/boards/:id/agenda-pool',
    {
      schema: {
        tags,
        summary: "The board's agenda items pool",
        params: meetingParams,
        response: { 200: meetingDetailSchema, ...errors },
      },
    },
    async (request) => meetings.pool(user(request), request.params.id),
  );

  app.post(
    '/meetings',
    {
      schema: {
        tags,
        summary: 'Schedule a meeting',
        body: createMeetingBodySchema,
        response: { 201: meetingSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await meetings.create(user(request), request.body)),
  );

  app.get(
    '/meetings/:id',
    {
      schema: {
        tags,
        summary: 'A meeting with its agenda and action items',
        params: meetingParams,
        response: { 200: meetingDetailSchema, ...errors },
      },
    },
    async (request) => meetings.get(user(request), request.params.id),
  );

  app.patch(
    '/meetings/:id',
    {
      schema: {
        tags,
        summary: 'Edit or schedule a meeting',
        params: meetingParams,
        body: updateMeetingBodySchema,
        response: { 200: meetingSchema, ...errors },
      },
    },
    async (request) => meetings.update(user(request), request.params.id, request.body),
  );

  app.delete(
    '/meetings/:id',
    {
      schema: {
        tags,
        summary: 'Delete a draft meeting',
        params: meetingParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await meetings.remove(user(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/meetings/:id/start',
    {
      schema: {
        tags,
        summary: 'Start a scheduled meeting',
        params: meetingParams,
        body: startMeetingBodySchema,
        response: { 200: meetingSchema, ...errors },
      },
    },
    async (request) => meetings.start(user(request), request.params.id, request.body.actual_attendees),
  );

  app.post(
    '/meetings/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a scheduled meeting (back to the drafts, agenda kept); its people are told',
        params: meetingParams,
        response: { 200: meetingSchema, ...errors },
      },
    },
    async (request) => meetings.cancel(user(request), request.params.id),
  );

  app.post(
    '/meetings/:id/complete',
    {
      schema: {
        tags,
        summary: 'Complete a meeting and file its minutes',
        params: meetingParams,
        response: { 200: meetingSchema, ...errors },
      },
    },
    async (request) => meetings.complete(user(request), request.params.id),
  );

  app.get(
    '/meetings/:id/agenda',
    {
      schema: {
        tags,
        summary: "A meeting's agenda in order",
        params: meetingParams,
        response: { 200: z.array(agendaItemSchema), ...errors },
      },
    },
    async (request) => agenda.list(user(request), request.params.id),
  );

  app.post(
    '/meetings/:id/agenda/import',
    {
      schema: {
        tags,
        summary: "Add items from text: one per line, 'Title, Duration'",
        params: meetingParams,
        body: importAgendaBodySchema,
        response: {
          200: z.object({
            success: z.boolean(),
            items_created: z.number().int(),
            items: z.array(agendaItemSchema),
          }),
          ...errors,
        },
      },
    },
    async (request) => agenda.importText(user(request), request.params.id, request.body.text),
  );

  app.post(
    '/meetings/:id/agenda/reorder',
    {
      schema: {
        tags,
        summary: 'Set the order of every item (1-based)',
        params: meetingParams,
        body: reorderBodySchema,
        response: { 200: z.array(agendaItemSchema), ...errors },
      },
    },
    async (request) => agenda.reorder(user(request), request.params.id, request.body),
  );

  app.post(
    '/meetings/:id/agenda/move',
    {
      schema: {
        tags,
        summary: "Move items to another of the board's meetings (or its pool)",
        params: meetingParams,
        body: moveItemsBodySchema,
        response: { 200: z.object({ moved: z.number().int() }), ...errors },
      },
    },
    async (request) =>
      agenda.move(user(request), request.params.id, request.body.item_ids, request.body.target_meeting_id),
  );

  app.patch(
    '/meetings/:id/agenda/:itemId',
    {
      schema: {
        tags,
        summary: 'Edit an agenda item',
        params: itemParams,
        body: updateAgendaItemBodySchema,
        response: { 200: agendaItemSchema, ...errors },
      },
    },
    async (request) => agenda.update(user(request), request.params.id, request.params.itemId, request.body),
  );

  app.delete(
    '/meetings/:id/agenda/:itemId',
    {
      schema: {
        tags,
        summary: 'Delete an agenda item',
        params: itemParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await agenda.remove(user(request), request.params.id, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/meetings/:id/action-items',
    {
      schema: {
        tags,
        summary: 'Record an action item',
        params: meetingParams,
        body: createActionItemBodySchema,
        response: { 201: actionItemSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await agenda.addAction(user(request), request.params.id, request.body)),
  );

  app.patch(
    '/meetings/:id/action-items/:actionId',
    {
      schema: {
        tags,
        summary: 'Edit an action item',
        params: actionParams,
        body: updateActionItemBodySchema,
        response: { 200: actionItemSchema, ...errors },
      },
    },
    async (request) =>
      agenda.updateAction(user(request), request.params.id, request.params.actionId, request.body),
  );

  app.delete(
    '/meetings/:id/action-items/:actionId',
    {
      schema: {
        tags,
        summary: 'Delete an action item',
        params: actionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await agenda.removeAction(user(request), request.params.id, request.params.actionId);
      return reply.status(204).send(null);
    },
  );
};
