// A person's own notification settings: for each type, in the app, by e-mail, both or off. Every
// e-mail links here to unsubscribe. Only ever the caller's own.
import {
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../policy.ts';
import { createNotificationSettingsRepository } from './settings-repository.ts';

export function createNotificationSettingsService(deps: { db: Db; emailEnabled: boolean }) {
  const settings = createNotificationSettingsRepository(deps.db);

  async function read(userId: string): Promise<NotificationSettings> {
    const channelOf = await settings.channels([userId], NOTIFICATION_TYPES);
    return {
      settings: NOTIFICATION_TYPES.map((type) => ({ type, channel: channelOf(userId, type) })),
      email_enabled: deps.emailEnabled,
    };
  }

  return {
    get: (actor: Actor) => read(actor.user.id),

    async update(actor: Actor, body: UpdateNotificationSettings): Promise<NotificationSettings> {
      // The last word for a type named twice wins, as a form sending its fields in order would.
      const byType = new Map(body.settings.map((s) => [s.type, s.channel]));
      await settings.save(
        actor.user.id,
        [...byType].map(([type, channel]) => ({ type, channel })),
      );
      return read(actor.user.id);
    },
  };
}
export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
