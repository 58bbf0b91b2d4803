// The agenda editor: quick add, the reorderable list, item details, the
// total against the scheduled duration, and scheduling or starting the meeting.
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { AgendaItem, MeetingDetail } from '../../../../contracts/meetings.ts';
import { useBoard } from '../../../shared/api/boards.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { SectionPanel } from '../../../shared/components/section-panel.tsx';
import { notifyError } from '../../../shared/lib/notify.ts';
import { PapersPanel } from '../../papers/components/papers-panel.tsx';
import { useQuickAdd } from '../hooks/use-quick-add.ts';
import { AgendaList } from './agenda-list.tsx';
import { AgendaSummary } from './agenda-summary.tsx';
import { ItemDetailsModal } from './item-details-modal.tsx';
import { MeetingHeader } from './meeting-header.tsx';
import { QuickAddForm } from './quick-add-form.tsx';
import { WithMeeting } from './with-meeting.tsx';

export function AgendaPage() {
  const { boardId = '', meetingId = '' } = useParams();
  return (
    <WithMeeting boardId={boardId} meetingId={meetingId}>
      {(meeting) => <AgendaEditor meeting={meeting} />}
    </WithMeeting>
  );
}

function AgendaEditor({ meeting }: { meeting: MeetingDetail }) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AgendaItem | null>(null);
  const [deleting, setDeleting] = useState<AgendaItem | null>(null);
  const quickAdd = useQuickAdd(
    meeting.id,
    (count) => `Added ${count} ${count === 1 ? 'item' : 'items'} to the agenda`,
  );
  const removeItem = useMeetingMutation((itemId: string) => meetingsApi.removeItem(meeting.id, itemId));
  const items = meeting.agenda_items;
  // Board papers of the meeting and its items are attached by whoever manages the board's meetings.
  const managesMeetings = useBoard(meeting.board_id).data?.abilities.includes('manage_meetings') ?? false;
  // The agenda is changed only by whoever manages the board's meetings; others read it.
  const editable = managesMeetings && meeting.status !== 'COMPLETED';
  const showQuickAdd = editable && (items.length === 0 || adding);

  const add = async (text: string) => {
    const added = await quickAdd.add(text);
    if (added) setAdding(false);
    return added;
  };

  const confirmDelete = () => {
    if (!deleting) return;
    removeItem.mutate(deleting.id, {
      onError: (error) => notifyError(error, 'Failed to delete item'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="lg">
      <MeetingHeader meeting={meeting} eyebrow="Agenda" />

      {showQuickAdd && (
        <SectionPanel titleId="quick-add-title" title="Quick Add" density="compact" gap="xs">
          <QuickAddForm
            busy={quickAdd.busy}
            onAdd={add}
            onCancel={items.length > 0 ? () => setAdding(false) : undefined}
            autoFocus={adding}
          />
        </SectionPanel>
      )}

      <section aria-labelledby="agenda-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4" id="agenda-title">
            Agenda
          </Title>
          {editable && items.length > 0 && !adding && (
            <IconAction icon={IconPlus} variant="light" size="xs" onClick={() => setAdding(true)}>
              Add More Items
            </IconAction>
          )}
        </Group>
        {items.length === 0 ? (
          <Text c="dimmed">No agenda items yet.</Text>
        ) : (
          <AgendaList
            meeting={meeting}
            editable={editable}
            onEditDetails={setEditing}
            onDelete={setDeleting}
          />
        )}
      </section>

      <AgendaSummary meeting={meeting} canManage={managesMeetings} />

      <PapersPanel
        boardId={meeting.board_id}
        target={{ meeting_id: meeting.id }}
        canAttach={managesMeetings}
      />

      <ItemDetailsModal
        meetingId={meeting.id}
        item={editing}
        onClose={() => setEditing(null)}
        papers={{ boardId: meeting.board_id, canAttach: managesMeetings }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete agenda item"
        message="Delete this agenda item?"
        confirmLabel="Delete"
        busy={removeItem.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
