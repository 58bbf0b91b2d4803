// The item being discussed: what it is about, its clock, status controls, notes, and for a voting
// item 'Ask the Board'. Previous / Next move through the agenda. The runner keys this panel by the
// item, so everything in it (notes, the board's session) belongs to one item and never to another.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import {
  type Icon,
  IconCheck,
  IconChevronLeft,
  IconChevronRight,
  IconEdit,
  IconPlayerPlay,
  IconRotate,
} from '@tabler/icons-react';
import type { AgendaItem } from '../../../../contracts/meetings.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';
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

/** The one status control an item shows: where it takes the item. Marking done moves on to the next item. */
const STATUS_ACTION: Record<
  AgendaItem['status'],
  { label: string; icon: Icon; next: AgendaItem['status']; color?: string; variant?: string }
> = {
  pending: { label: 'Start Item', icon: IconPlayerPlay, next: 'in_progress' },
  in_progress: { label: 'Mark Done', icon: IconCheck, next: 'done', color: 'green' },
  done: { label: 'Reopen Item', icon: IconRotate, next: 'in_progress', variant: 'default' },
};

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
  const action = STATUS_ACTION[item.status];

  return (
    <Panel aria-labelledby="current-item-title">
      <Stack gap="md">
        <div>
          <Group justify="space-between" gap="xs">
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              Item {index + 1} of {total}
            </Text>
            <IconAction icon={IconEdit} size="compact-xs" variant="subtle" onClick={onEditDetails}>
              Edit details
            </IconAction>
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
          <IconAction
            icon={action.icon}
            color={action.color}
            variant={action.variant}
            loading={setStatus.isPending}
            onClick={() => changeStatus(action.next, action.next === 'done')}
          >
            {action.label}
          </IconAction>
        </Group>

        <ItemNotes meetingId={meetingId} item={item} />

        {isVoteItem(item) && (
          <AskBoardPanel boardId={boardId} meetingId={meetingId} item={item} onEditDetails={onEditDetails} />
        )}

        <Group justify="space-between">
          <IconAction
            icon={IconChevronLeft}
            variant="default"
            disabled={index === 0}
            onClick={() => onNavigate(index - 1)}
          >
            Previous
          </IconAction>
          <IconAction
            icon={IconChevronRight}
            trailing
            variant="default"
            disabled={index >= total - 1}
            onClick={() => onNavigate(index + 1)}
          >
            Next
          </IconAction>
        </Group>
      </Stack>
    </Panel>
  );
}
