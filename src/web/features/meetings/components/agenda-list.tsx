// The agenda, reorderable by dragging a row's handle or by keyboard (focus the handle, Space to
// pick up, arrows to move, Space to drop); each move is announced and saved as the full order.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgendaItem, MeetingDetail } from '../../../../contracts/meetings.ts';
import { meetingQueryOptions, meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';
import { REORDER_INSTRUCTIONS, reorderAnnouncements, reorderIds, reorderPayload } from '../lib/reorder.ts';
import { AgendaRow } from './agenda-row.tsx';

interface AgendaListProps {
  meeting: MeetingDetail;
  editable: boolean;
  onEditDetails: (item: AgendaItem) => void;
  onDelete: (item: AgendaItem) => void;
}

export function AgendaList({ meeting, editable, onEditDetails, onDelete }: AgendaListProps) {
  const client = useQueryClient();
  const items = meeting.agenda_items;
  const ids = items.map((item) => item.id);
  const queryKey = meetingQueryOptions(meeting.id).queryKey;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const reorder = useMeetingMutation((order: string[]) =>
    meetingsApi.reorder(meeting.id, reorderPayload(order)),
  );
  const updateInline = useMeetingMutation(
    (vars: { itemId: string; title: string; description: string | null }) =>
      meetingsApi.updateItem(meeting.id, vars.itemId, { title: vars.title, description: vars.description }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = reorderIds(ids, String(active.id), over ? String(over.id) : null);
    if (!next) return;
    const byId = new Map(items.map((item) => [item.id, item]));
    void client.cancelQueries({ queryKey });
    client.setQueryData(queryKey, (old) =>
      old ? { ...old, agenda_items: next.map((id, index) => ({ ...byId.get(id)!, order: index + 1 })) } : old,
    );
    reorder.mutate(next, {
      // A failed reorder is only logged; the saved order comes back.
      onError: (error) => {
        console.error('Reordering the agenda failed', error);
        void client.invalidateQueries({ queryKey });
      },
    });
  };

  const saveInline = (item: AgendaItem, changes: { title: string; description: string | null }) => {
    client.setQueryData(queryKey, (old) =>
      old
        ? { ...old, agenda_items: old.agenda_items.map((i) => (i.id === item.id ? { ...i, ...changes } : i)) }
        : old,
    );
    updateInline.mutate(
      { itemId: item.id, ...changes },
      {
        onError: (error) => {
          console.error('Updating the agenda item failed', error);
          void client.invalidateQueries({ queryKey });
        },
      },
    );
  };

  const edits = editable ? { saveInline, editDetails: onEditDetails, remove: onDelete } : null;

  // Kept across renders: the announcer remembers where the dragged item was last announced.
  const announcements = useMemo(
    () =>
      reorderAnnouncements({
        titleOf: (id) => items.find((item) => item.id === id)?.title ?? 'Item',
        positionOf: (id) => items.findIndex((item) => item.id === id) + 1,
        total: items.length,
      }),
    [items],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap="xs" p={0} m={0} aria-label="Agenda items">
          {items.map((item, index) => (
            <AgendaRow key={item.id} item={item} index={index} edits={edits} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
