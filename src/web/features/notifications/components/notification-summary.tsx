import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '../../../../contracts/notifications.ts';
import { timeAgoLabel } from '../lib/time-label.ts';

/** Title, message and age of one notification; unread ones carry a dot and bold title. */
export function NotificationSummary({ notification, now }: { notification: Notification; now: Date }) {
  const at = new Date(notification.created_at);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box
        mt={6}
        w={8}
        h={8}
        style={{ borderRadius: '50%', flexShrink: 0 }}
        bg={notification.read ? 'transparent' : 'blue.6'}
        aria-hidden
      />
      <Box miw={0} style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Text size="sm" fw={notification.read ? 500 : 700} lineClamp={1}>
            {notification.title}
            {!notification.read && <VisuallyHidden> (unread)</VisuallyHidden>}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} title={at.toLocaleString()}>
            {timeAgoLabel(at, now)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {notification.message}
        </Text>
      </Box>
    </Group>
  );
}
