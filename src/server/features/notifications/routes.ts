import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, errorResponses } from '../../../contracts/errors.ts';
import {
  markAllReadResponseSchema,
  notificationPageSchema,
  notificationQuerySchema,
  notificationSchema,
  notificationSettingsSchema,
  unreadCountSchema,
  updateNotificationSettingsSchema,
} from '../../../contracts/notifications.ts';
import { idSchema } from '../../../contracts/text.ts';
import { actorOf, identityOf } from '../../plugins/authenticate.ts';
import type { NotificationHub } from './notification-hub.ts';
import { type SessionWatch, streamNotifications } from './notification-stream.ts';
import type { NotificationService } from './service.ts';
import type { NotificationSettingsService } from './settings-service.ts';

const errors = errorResponses(401, 422);

export const notificationRoutes: FastifyPluginAsyncZod<{
  service: NotificationService;
  settings: NotificationSettingsService;
  hub: NotificationHub;
  maxStreamMs: number;
  /** Watches the sign-in session a stream was opened with (none for a personal API token). */
  watchSession?: (userId: string, sessionId: string) => SessionWatch;
}> = async (app, { service, settings, hub, maxStreamMs, watchSession }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How you hear of each type of notification: in the app, by e-mail, both or off',
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => settings.get(actorOf(request)),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Change how you hear of some types of notification (the others keep theirs)',
        body: updateNotificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => settings.update(actorOf(request), request.body),
  );

  app.get(
    '',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first, by type and page, with the unread count',
        querystring: notificationQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => service.list(actorOf(request), request.query),
  );

  app.get(
    '/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of your notifications are unread',
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => service.unreadCount(actorOf(request)),
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read',
        params: z.object({ id: idSchema }),
        response: { 200: notificationSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => service.markRead(actorOf(request), request.params.id),
  );

  app.post(
    '/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        response: { 200: markAllReadResponseSchema, ...errors },
      },
    },
    async (request) => service.markAllRead(actorOf(request)),
  );

  app.get(
    '/stream',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Your unread count and latest notifications as Server-Sent Events, live',
        response: { 200: z.string().describe('text/event-stream'), ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = identityOf(request);
      return streamNotifications(request, reply, hub, {
        userId: user.id,
        maxLifetimeMs: maxStreamMs,
        session: sessionId && watchSession ? watchSession(user.id, sessionId) : undefined,
      });
    },
  );
};
