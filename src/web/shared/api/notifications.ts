// The caller's notifications: a page by type, mark one or all read. The bell's live number comes
// from the stream (features/notifications); every change here refreshes both.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarkAllReadResponse,
  Notification,
  NotificationPage,
  NotificationSettings,
  NotificationStreamFrame,
  NotificationType,
  UpdateNotificationSettings,
} from '../../../contracts/notifications.ts';
import { apiFetch } from './api-client.ts';

export const notificationsQueryKey = ['notifications'] as const;
/** The bell's frame (unread count and latest), filled by the live stream. */
export const bellQueryKey = [...notificationsQueryKey, 'bell'] as const;

export interface NotificationListQuery {
  type: NotificationType | null;
  page: number;
  pageSize: number;
}

export function useNotificationPage(query: NotificationListQuery) {
  const params = new URLSearchParams({ page: String(query.page), page_size: String(query.pageSize) });
  if (query.type) params.set('type', query.type);
  return useQuery({
    queryKey: [...notificationsQueryKey, 'list', query],
    queryFn: ({ signal }) => apiFetch<NotificationPage>(`/notifications?${params}`, { signal }),
    staleTime: 0,
  });
}

export function useBellFrame() {
  return useQuery({
    queryKey: bellQueryKey,
    // Until the stream's first frame: the number alone.
    queryFn: async ({ signal }): Promise<NotificationStreamFrame> => {
      const page = await apiFetch<NotificationPage>('/notifications?page_size=5', { signal });
      return { unread_count: page.unread_count, latest: page.notifications };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useRefreshNotifications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: notificationsQueryKey });
}

export function useMarkRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<Notification>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () => apiFetch<MarkAllReadResponse>('/notifications/read-all', { method: 'POST' }),
    onSuccess: refresh,
  });
}

const settingsKey = [...notificationsQueryKey, 'settings'] as const;

/** How the caller hears of each type of notification (the e-mails' unsubscribe link leads here). */
export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiFetch<NotificationSettings>('/notifications/settings', { signal }),
  });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettings) =>
      apiFetch<NotificationSettings>('/notifications/settings', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}
