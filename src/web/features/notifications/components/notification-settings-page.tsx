// Notification settings: for each type, in the app, by e-mail, both or off. Every e-mail links
// here to unsubscribe. Each change saves at once, with a visible confirmation.
import { Alert, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_LABELS,
  type NotificationChannel,
  type NotificationType,
} from '../../../../contracts/notifications.ts';
import { useCurrentUser } from '../../../shared/api/auth.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../../../shared/api/notifications.ts';
import { BackLink } from '../../../shared/components/back-link.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { BouncedEmailPointer } from '../../account/components/bounced-email-notice.tsx';
import { CalendarFeedSection } from '../../calendar/components/calendar-feed-section.tsx';

const CHOICES = NOTIFICATION_CHANNELS.map((value) => ({ value, label: NOTIFICATION_CHANNEL_LABELS[value] }));

export function NotificationSettingsPage() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const { user } = useCurrentUser();

  return (
    <QueryView
      query={settings}
      loading="Loading your notification settings..."
      failed="Could not load your notification settings"
    >
      {(current) => {
        const change = (type: NotificationType, channel: NotificationChannel) =>
          save.mutate(
            { settings: [{ type, channel }] },
            {
              onSuccess: () =>
                notifySuccess(`${NOTIFICATION_TYPE_LABELS[type]}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`),
              onError: (error) => notifyError(error, 'Could not save the setting'),
            },
          );

        return (
          <Stack gap="lg">
            <div>
              <BackLink to="/notifications">Notifications</BackLink>
              <Title order={1} size="h2" mt={4}>
                Notification settings
              </Title>
              <Text c="dimmed">
                Choose how you hear of each kind of notification. Off unsubscribes you from it.
              </Text>
            </div>
            {user && <BouncedEmailPointer user={user} />}
            {!current.email_enabled && (
              <Alert variant="light" color="gray" icon={<IconMailOff size={18} aria-hidden />}>
                This server sends no e-mail at the moment: you hear of things in the app only.
              </Alert>
            )}
            <Paper withBorder radius="md">
              <Table verticalSpacing="sm" horizontalSpacing="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Notification</Table.Th>
                    <Table.Th>How you hear of it</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {current.settings.map(({ type, channel }) => (
                    <Table.Tr key={type}>
                      <Table.Td>
                        <Text size="sm" id={`setting-${type}`}>
                          {NOTIFICATION_TYPE_LABELS[type]}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <NativeSelect
                          aria-labelledby={`setting-${type}`}
                          data={CHOICES}
                          value={channel}
                          disabled={save.isPending}
                          onChange={(event) => change(type, event.currentTarget.value as NotificationChannel)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
            <CalendarFeedSection />
          </Stack>
        );
      }}
    </QueryView>
  );
}
