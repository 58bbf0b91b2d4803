// Settings → Calendar feed: a private address a calendar app (Google Calendar, Outlook, Apple
// Calendar) subscribes to, listing the meetings of every board one sees. The address is shown
// once when made (only a hash of its secret is kept); making a new one or turning it off ends the
// old one, each after confirming.
import { Alert, Button, CopyButton, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import type { CreatedCalendarFeed } from '../../../../contracts/calendar.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useRemoveCalendarFeed,
} from '../../../shared/api/calendar.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';

const when = (value: string) =>
  new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Confirming = 'renew' | 'remove' | null;

export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useRemoveCalendarFeed();
  const [made, setMade] = useState<CreatedCalendarFeed | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setMade(created);
        setConfirming(null);
        notifySuccess('Calendar address made');
      },
      onError: (error) => notifyError(error, 'No calendar address made'),
    });
  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setMade(null);
        setConfirming(null);
        notifySuccess('Calendar feed turned off');
      },
      onError: (error) => notifyError(error, 'The calendar feed is still on'),
    });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="md">
        <div>
          <Title id="calendar-feed-title" order={2} size="h4">
            <Group gap={8} component="span">
              <IconCalendarEvent size={20} aria-hidden />
              Calendar feed
            </Group>
          </Title>
          <Text size="sm" c="dimmed">
            Subscribe to this private address in Google Calendar, Outlook or Apple Calendar to see the
            meetings of every board you follow. Anyone who has the address can read them: keep it to yourself.
          </Text>
        </div>
        {feed.isPending ? (
          <LoadingState label="Loading your calendar feed..." />
        ) : feed.isError ? (
          <ErrorState
            title="Could not load your calendar feed"
            message={errorMessage(feed.error, 'An unexpected error occurred')}
            onRetry={() => void feed.refetch()}
          />
        ) : made ? (
          <ShownOnce feed={made} onDone={() => setMade(null)} />
        ) : feed.data.active ? (
          <Group justify="space-between" align="center">
            <Text size="sm">
              Your calendar address is on (made {when(feed.data.created_at ?? new Date().toISOString())}).
            </Text>
            <Group gap="xs">
              <Button variant="light" onClick={() => setConfirming('renew')}>
                Make a new address
              </Button>
              <Button variant="subtle" color="red" onClick={() => setConfirming('remove')}>
                Turn off
              </Button>
            </Group>
          </Group>
        ) : (
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed">
              No calendar address yet.
            </Text>
            <Button variant="light" onClick={makeAddress} loading={create.isPending}>
              Make my calendar address
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'remove' ? 'Turn the calendar feed off?' : 'Make a new calendar address?'}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">
            {confirming === 'remove'
              ? 'Calendars subscribed to your address stop receiving your meetings at once.'
              : 'Your current address stops working at once: calendars subscribed to it must be given the new one.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
              Cancel
            </Button>
            {confirming === 'remove' ? (
              <Button color="red" onClick={turnOff} loading={remove.isPending}>
                Turn off the feed
              </Button>
            ) : (
              <Button color="red" onClick={makeAddress} loading={create.isPending}>
                Make a new address
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function ShownOnce({ feed, onDone }: { feed: CreatedCalendarFeed; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" title="Copy it now">
        This is the only time the address is shown. If it is lost, make a new one.
      </Alert>
      <TextInput
        label="Your private calendar address"
        value={feed.url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      <Group justify="space-between">
        <CopyButton value={feed.url}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy address'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
