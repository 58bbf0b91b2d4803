// 'Board Meetings': the board's agenda pool, scheduling, and its meetings by status.
import { Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus, IconListCheck, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Meeting } from '../../../../contracts/meetings.ts';
import { useBoard } from '../../../shared/api/boards.ts';
import {
  meetingsApi,
  useAgendaPool,
  useInvalidateMeetings,
  useMeetings,
} from '../../../shared/api/meetings.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { BoardNotFoundPage, isBoardNotFound } from '../../../shared/components/status-pages.tsx';
import { notifyError } from '../../../shared/lib/notify.ts';
import { AgendaPool } from './agenda-pool.tsx';
import { MeetingFormModal } from './meeting-form-modal.tsx';
import { MeetingTabs } from './meeting-tabs.tsx';

export function MeetingsPage() {
  const { boardId = '' } = useParams();
  const board = useBoard(boardId);
  const manages = board.data?.abilities.includes('manage_meetings') === true;
  const meetings = useMeetings(boardId);
  const pool = useAgendaPool(boardId);
  const invalidate = useInvalidateMeetings();
  const [selected, setSelected] = useState<string[]>([]);
  const [scheduleOpened, schedule] = useDisclosure(false);
  const [fromItemsOpened, fromItems] = useDisclosure(false);
  const poolItems = pool.data?.agenda_items ?? [];
  const chosen = selected.filter((id) => poolItems.some((item) => item.id === id));
  const takenIds = chosen.length > 0 ? chosen : poolItems.map((item) => item.id);

  const takeItems = async (meeting: Meeting) => {
    if (!pool.data || takenIds.length === 0) return;
    try {
      await meetingsApi.moveItems(pool.data.id, takenIds, meeting.id);
      setSelected([]);
    } catch (error) {
      notifyError(error, 'Failed to move agenda items');
    } finally {
      await invalidate();
    }
  };

  if (board.isError && isBoardNotFound(board.error)) return <BoardNotFoundPage />;

  return (
    <Stack gap="lg">
      <PageHeader
        back={{ to: '/dashboard', label: 'Back to Dashboard' }}
        title="Board Meetings"
        subtitle={board.data?.name ?? (board.isError ? 'Board' : 'Loading board...')}
        actions={
          <Group gap="sm">
            <IconAction
              icon={IconSignature}
              variant="default"
              component={Link}
              to={`/board/${boardId}/resolutions`}
            >
              Written Resolutions
            </IconAction>
            {/* Roles without Manage Meetings see the meetings but cannot schedule them: the
                buttons appear only once the board says this person may. */}
            {manages && (
              <Group gap="sm">
                <IconAction
                  icon={IconListCheck}
                  variant="light"
                  disabled={poolItems.length === 0}
                  onClick={fromItems.open}
                >
                  Create Meeting from Items
                </IconAction>
                <IconAction icon={IconCalendarPlus} onClick={schedule.open}>
                  Schedule Meeting
                </IconAction>
              </Group>
            )}
          </Group>
        }
      />

      <QueryView query={pool} loading="Loading the agenda pool..." failed="Could not load the agenda pool">
        {(data) => (
          <AgendaPool
            pool={data}
            canManage={manages}
            meetings={meetings.data?.meetings ?? []}
            selected={chosen}
            onSelectedChange={setSelected}
          />
        )}
      </QueryView>

      <section aria-label="Meetings">
        <QueryView query={meetings} loading="Loading meetings..." failed="Could not load meetings">
          {(data) => <MeetingTabs meetings={data.meetings} canManage={manages} />}
        </QueryView>
      </section>

      <MeetingFormModal opened={scheduleOpened} boardId={boardId} onClose={schedule.close} />
      <MeetingFormModal
        opened={fromItemsOpened}
        boardId={boardId}
        title="Create Meeting from Items"
        note={`${takenIds.length} ${takenIds.length === 1 ? 'item' : 'items'} from the pool will move to this meeting${chosen.length === 0 ? ' (all of them: none are selected)' : ''}.`}
        onClose={fromItems.close}
        onCreated={takeItems}
      />
    </Stack>
  );
}
