// The item being discussed: what it is about, its clock, status controls, notes, and for a voting
// item 'Ask the Board'. Previous / Next move through the agenda. The runner keys this panel by the
// item, so everything in it (notes, the board's session) belongs to one item and never to another.
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCheck,
  IconChevronLeft,
  IconChevronRight,
  IconEdit,
  IconPlayerPlay,
  IconRotate,
} from '@tabler/icons-react';
import type { AgendaItem } from '../../../../contracts/meetings.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { Panel } from '../../../shared/components/panel.tsx';
import { ITEM_TYPE_LABELS } from '../../../shared/lib/agenda-items.ts';
import { notifyError } from '../../../shared/lib/notify.ts';
import { isVoteItem } from '../lib/decision.ts';
import { ITEM_STATUS_LABELS } from '../lib/labels.ts';
import { AskBoardPanel } from './ask-board-panel.tsx';
import { ItemNotes } from './item-notes.tsx';
import { ItemTimer } from './item-timer.tsx';

interface RunItemPanelProps {
  boardId: string;
  meetingId: string;
  item: AgendaItem;
  index: number;
  total: number;
  onNavigate: (index: number) => void;
  onEditDetails: () => void;
}

const STATUS_COLORS = { pending: 'gray', in_progress: 'orange', done: 'green' } as const;

export function RunItemPanel({
  boardId,
  meetingId,
  item,
  index,
  total,
  onNavigate,
  onEditDetails,
}: RunItemPanelProps) {
  const setStatus = useMeetingMutation((status: AgendaItem['status']) =>
    meetingsApi.updateItem(meetingId, item.id, { status }),
  );
  const changeStatus = (status: AgendaItem['status'], thenNext = false) =>
    setStatus.mutate(status, {
      onSuccess: () => {
        if (thenNext && index < total - 1) onNavigate(index + 1);
      },
      onError: (error) => notifyError(error, 'Failed to update the item'),
    });

  return (
    <Panel aria-labelledby="current-item-title">
      <Stack gap="md">
        <div>
          <Group justify="space-between" gap="xs">
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              Item {index + 1} of {total}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconEdit size={12} aria-hidden />}
              onClick={onEditDetails}
            >
              Edit details
            </Button>
          </Group>
          <Title order={2} size="h3" id="current-item-title" style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Title>
          <Group gap={6} mt={6}>
            <Badge color={STATUS_COLORS[item.status]}>{ITEM_STATUS_LABELS[item.status]}</Badge>
            <Badge variant="light" color="gray">
              {ITEM_TYPE_LABELS[item.item_type]}
            </Badge>
            <Badge variant="light">{item.estimated_duration_minutes} min</Badge>
            {item.requires_vote && (
              <Badge variant="light" color="grape">
                Requires vote
              </Badge>
            )}
          </Group>
        </div>

        {[
          ['Description', item.description],
          ['Background', item.background],
          ['Proposal', item.proposal],
          ['Recommendation', item.recommendation],
        ].map(([label, text]) =>
          text ? (
            <div key={label}>
              <Text size="sm" fw={600}>
                {label}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {text}
              </Text>
            </div>
          ) : null,
        )}

        <ItemTimer item={item} />

        <Group gap="sm">
          {item.status === 'pending' && (
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              loading={setStatus.isPending}
              onClick={() => changeStatus('in_progress')}
            >
              Start Item
            </Button>
          )}
          {item.status === 'in_progress' && (
            <Button
              color="green"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={setStatus.isPending}
              onClick={() => changeStatus('done', true)}
            >
              Mark Done
            </Button>
          )}
          {item.status === 'done' && (
            <Button
              variant="default"
              leftSection={<IconRotate size={16} aria-hidden />}
              loading={setStatus.isPending}
              onClick={() => changeStatus('in_progress')}
            >
              Reopen Item
            </Button>
          )}
        </Group>

        <ItemNotes meetingId={meetingId} item={item} />

        {isVoteItem(item) && (
          <AskBoardPanel boardId={boardId} meetingId={meetingId} item={item} onEditDetails={onEditDetails} />
        )}

        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={index === 0}
            onClick={() => onNavigate(index - 1)}
          >
            Previous
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={index >= total - 1}
            onClick={() => onNavigate(index + 1)}
          >
            Next
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
