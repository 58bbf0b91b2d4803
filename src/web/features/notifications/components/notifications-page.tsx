// /notifications: every notification of the caller, newest first, filtered by type, paged;
// mark one or all read; opening one goes to its page.
import { Group, Pagination, Paper, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChecks, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '../../../../contracts/notifications.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useMarkAllRead, useMarkRead, useNotificationPage } from '../../../shared/api/notifications.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { useOpenNotification } from '../hooks/use-open-notification.ts';
import { NotificationSummary } from './notification-summary.tsx';

const PAGE_SIZE = 20;
const TYPE_OPTIONS = [
  { value: 'all', label: 'All notifications' },
  ...NOTIFICATION_TYPES.map((type) => ({ value: type, label: NOTIFICATION_TYPE_LABELS[type] })),
];

export function NotificationsPage() {
  const [type, setType] = useState<NotificationType | null>(null);
  const [page, setPage] = useState(1);
  const query = useNotificationPage({ type, page, pageSize: PAGE_SIZE });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  const now = new Date(useNow(60_000));
  const unread = query.data?.unread_count ?? 0;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="md" maw={820}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Notifications
          </Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {unread === 0 ? 'You are all caught up.' : `${unread} unread`}
          </Text>
        </div>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label="Show"
            data={TYPE_OPTIONS}
            value={type ?? 'all'}
            onChange={(value) => {
              setType(!value || value === 'all' ? null : (value as NotificationType));
              setPage(1);
            }}
            allowDeselect={false}
            w={220}
          />
          <IconAction
            icon={IconChecks}
            variant="light"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Mark all read
          </IconAction>
          <IconAction icon={IconSettings} variant="default" component={Link} to="/settings/notifications">
            Settings
          </IconAction>
        </Group>
      </Group>

      {markAll.isError && <ErrorState message={errorMessage(markAll.error, 'Could not mark them read')} />}
      <QueryView
        query={query}
        loading="Loading your notifications..."
        failedMessage="Could not load your notifications"
      >
        {({ notifications }) =>
          notifications.length === 0 ? (
            <Paper withBorder p="xl" radius="md">
              <Text c="dimmed" ta="center">
                {type ? 'No notifications of this type.' : 'No notifications yet.'}
              </Text>
            </Paper>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Notifications"
            >
              {notifications.map((notification) => (
                <Paper
                  key={notification.id}
                  component="li"
                  withBorder
                  radius="md"
                  p="sm"
                  bg={notification.read ? undefined : 'var(--mantine-color-blue-light)'}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    {/* Named by what it shows (a label replacing the visible text confuses voice control). */}
                    <UnstyledButton onClick={() => open(notification)} style={{ flex: 1, minWidth: 0 }}>
                      <NotificationSummary notification={notification} now={now} />
                    </UnstyledButton>
                    {!notification.read && (
                      <IconAction
                        icon={IconCheck}
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => markRead.mutate(notification.id)}
                        aria-label={`Mark read: ${notification.title}`}
                      >
                        Mark read
                      </IconAction>
                    )}
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryView>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages" />}
    </Stack>
  );
}
