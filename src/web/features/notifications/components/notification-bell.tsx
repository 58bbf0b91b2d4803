// The bell in the top bar: the unread count, live, and a dropdown of the latest notifications
// with 'View all notifications'. Opening one marks it read and goes to its page.
import { ActionIcon, Button, Group, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBellFrame, useMarkAllRead } from '../../../shared/api/notifications.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { useLiveNotifications } from '../hooks/use-live-notifications.ts';
import { useOpenNotification } from '../hooks/use-open-notification.ts';
import { NotificationSummary } from './notification-summary.tsx';

export function NotificationBell() {
  useLiveNotifications(true);
  const bell = useBellFrame();
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  const now = new Date(useNow(60_000));
  const unread = bell.data?.unread_count ?? 0;
  const latest = bell.data?.latest ?? [];
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <>
      {/* The menu's target is the button itself: the count around it is no control. */}
      <Indicator
        label={unread > 99 ? '99+' : unread}
        size={18}
        color="red"
        disabled={unread === 0}
        offset={6}
        data-testid="notification-count"
      >
        <Menu position="bottom-end" width={360} shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={label}>
              <IconBell size={20} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown aria-label="Latest notifications">
            <Group justify="space-between" px="sm" py={6}>
              <Text fw={600} size="sm">
                Notifications
              </Text>
              {unread > 0 && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => markAll.mutate()}
                  loading={markAll.isPending}
                >
                  Mark all read
                </Button>
              )}
            </Group>
            <Menu.Divider />
            {bell.isError && (
              <Text size="sm" c="red" px="sm" py="xs" role="alert">
                Could not load your notifications.
              </Text>
            )}
            {bell.isPending && (
              <Text size="sm" c="dimmed" px="sm" py="xs">
                Loading...
              </Text>
            )}
            {bell.isSuccess && latest.length === 0 && (
              <Text size="sm" c="dimmed" px="sm" py="xs">
                No notifications yet.
              </Text>
            )}
            {latest.map((notification) => (
              <Menu.Item key={notification.id} onClick={() => open(notification)}>
                <NotificationSummary notification={notification} now={now} />
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item component={Link} to="/notifications" ta="center" c="blue">
              View all notifications
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Indicator>
      <VisuallyHidden role="status" aria-live="polite">
        {unread > 0 ? `${unread} unread notifications` : ''}
      </VisuallyHidden>
    </>
  );
}
