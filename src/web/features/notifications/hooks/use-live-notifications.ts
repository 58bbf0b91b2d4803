// Keeps the bell live: follows the caller's notification stream, puts each frame where the bell
// reads it, and refreshes the lists when something changed. Reconnects with a growing pause.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationStreamFrame } from '../../../../contracts/notifications.ts';
import { ApiError } from '../../../shared/api/api-client.ts';
import { bellQueryKey, notificationsQueryKey } from '../../../shared/api/notifications.ts';
import { readNotificationStream } from '../api/notification-stream.ts';

const MIN_PAUSE_MS = 2_000;
const MAX_PAUSE_MS = 60_000;

export function useLiveNotifications(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    const onFrame = (frame: NotificationStreamFrame) => {
      const before = client.getQueryData<NotificationStreamFrame>(bellQueryKey);
      client.setQueryData(bellQueryKey, frame);
      const changed = JSON.stringify(before) !== JSON.stringify(frame);
      if (changed) void client.invalidateQueries({ queryKey: [...notificationsQueryKey, 'list'] });
    };
    void (async () => {
      let pause = MIN_PAUSE_MS;
      while (!stop.signal.aborted) {
        try {
          await readNotificationStream(stop.signal, (frame) => {
            pause = MIN_PAUSE_MS;
            onFrame(frame);
          });
        } catch (error) {
          if (stop.signal.aborted) return;
          // Signed out: the app handles it; nothing to follow any more.
          if (error instanceof ApiError && error.status === 401) return;
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
        pause = Math.min(pause * 2, MAX_PAUSE_MS);
      }
    })();
    return () => stop.abort();
  }, [client, enabled]);
}
