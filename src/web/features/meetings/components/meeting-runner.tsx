// The in-progress meeting: agenda navigation, the current item, action items, Complete Meeting.
import { Button, Grid, Group, Modal, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircle, IconCircleCheck, IconFlagCheck, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AgendaItem, MeetingDetail } from '../../../../contracts/meetings.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { notifyError } from '../../../shared/lib/notify.ts';
import { formatClock } from '../lib/agenda-timing.ts';
import { meetingPaths } from '../lib/paths.ts';
import { ActionItemsPanel } from './action-items-panel.tsx';
import { AttendancePanel } from './attendance-panel.tsx';
import { ItemDetailsModal } from './item-details-modal.tsx';
import { MeetingHeader } from './meeting-header.tsx';
import { RunItemPanel } from './run-item-panel.tsx';

const STATUS_ICONS = {
  pending: <IconCircle size={16} aria-hidden />,
  in_progress: <IconPlayerPlayFilled size={16} color="var(--mantine-color-orange-6)" aria-hidden />,
  done: <IconCircleCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />,
};

/** Where to pick up: the item in progress, else the first not done, else the first. */
function resumeIndex(items: AgendaItem[]): number {
  const running = items.findIndex((item) => item.status === 'in_progress');
  if (running >= 0) return running;
  const open = items.findIndex((item) => item.status !== 'done');
  return Math.max(open, 0);
}

export function MeetingRunner({ meeting }: { meeting: MeetingDetail }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [confirming, confirm] = useDisclosure(false);
  const [editing, setEditing] = useState<AgendaItem | null>(null);
  const complete = useMeetingMutation(() => meetingsApi.complete(meeting.id));
  const items = meeting.agenda_items;
  const requested = items.findIndex((item) => item.id === params.get('item'));
  const index = requested >= 0 ? requested : resumeIndex(items);
  const current = items[index] ?? null;
  const done = items.filter((item) => item.status === 'done').length;

  const goTo = (next: number) => {
    const item = items[next];
    if (item) setParams({ item: item.id }, { replace: true });
  };

  const onComplete = () =>
    complete.mutate(undefined, {
      onSuccess: () => navigate(meetingPaths.minutes(meeting.board_id, meeting.id)),
      onError: (error) => notifyError(error, 'Failed to complete meeting'),
      onSettled: confirm.close,
    });

  const completeButton = (
    <IconAction icon={IconFlagCheck} color="green" onClick={confirm.open}>
      Complete Meeting
    </IconAction>
  );

  return (
    <Stack gap="lg">
      <MeetingHeader meeting={meeting} eyebrow="Meeting in progress" actions={completeButton} />
      <MeetingClock meeting={meeting} done={done} />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
          <Paper withBorder radius="md" p="xs" component="nav" aria-label="Agenda">
            <Title order={2} size="h5" px="xs" py={4}>
              Agenda
            </Title>
            {items.length === 0 && (
              <Text size="sm" c="dimmed" p="xs">
                This meeting has no agenda items.
              </Text>
            )}
            {items.map((item, i) => (
              <NavLink
                key={item.id}
                component="button"
                active={i === index}
                aria-current={i === index ? 'step' : undefined}
                label={`${i + 1}. ${item.title}`}
                description={`${item.estimated_duration_minutes} min${item.decision ? ' · decided' : ''}`}
                leftSection={STATUS_ICONS[item.status]}
                onClick={() => goTo(i)}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
          {current ? (
            <RunItemPanel
              key={current.id}
              boardId={meeting.board_id}
              meetingId={meeting.id}
              item={current}
              index={index}
              total={items.length}
              onNavigate={goTo}
              onEditDetails={() => setEditing(current)}
            />
          ) : (
            <Paper withBorder radius="md" p="lg">
              <Text c="dimmed">
                Nothing on the agenda: capture action items below, then complete the meeting.
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>

      <AttendancePanel meetingId={meeting.id} />

      <ActionItemsPanel meeting={meeting} currentItemId={current?.id ?? null} />

      <ItemDetailsModal meetingId={meeting.id} item={editing} onClose={() => setEditing(null)} />
      <Modal opened={confirming} onClose={confirm.close} title="Complete Meeting" centered>
        <Text>
          Complete this meeting? The minutes are then generated from its notes, decisions and action items.
        </Text>
        {done < items.length && (
          <Text size="sm" c="orange" mt="xs">
            {items.length - done} agenda {items.length - done === 1 ? 'item is' : 'items are'} not marked
            done.
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close} disabled={complete.isPending}>
            Cancel
          </Button>
          <Button color="green" onClick={onComplete} loading={complete.isPending} data-autofocus>
            Complete Meeting
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

function MeetingClock({ meeting, done }: { meeting: MeetingDetail; done: number }) {
  const now = useNow(1000);
  const elapsed = meeting.started_at ? (now - Date.parse(meeting.started_at)) / 1000 : 0;
  const over = elapsed - meeting.scheduled_duration_minutes * 60;
  return (
    <Text size="sm" c="dimmed">
      Running for {formatClock(elapsed)} of {meeting.scheduled_duration_minutes} minutes
      {over > 0 && (
        <Text span c="red" inherit>
          {' '}
          (+{formatClock(over)} over)
        </Text>
      )}{' '}
      · {done} of {meeting.agenda_items.length} items done
    </Text>
  );
}
