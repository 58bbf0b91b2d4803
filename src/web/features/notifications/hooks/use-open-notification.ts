import { useNavigate } from 'react-router';
import type { Notification } from '../../../../contracts/notifications.ts';
import { useMarkRead } from '../../../shared/api/notifications.ts';

/** Opening a notification marks it read and goes to its page (an app path, never elsewhere). */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  return (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    const url = notification.action_url;
    if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
  };
}
