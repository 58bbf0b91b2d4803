// One agenda row: drag handle, number, title (click to edit inline: saved
// on Enter or when focus leaves, Escape cancels), description, duration, details and delete.

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconEdit, IconGripVertical } from '@tabler/icons-react';
import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import type { AgendaItem } from '../../../../contracts/meetings.ts';
import { DeleteIconButton } from '../../../shared/components/delete-icon-button.tsx';
import { TooltipIconButton } from '../../../shared/components/tooltip-icon-button.tsx';
import { ITEM_TYPE_LABELS } from '../../../shared/lib/agenda-items.ts';

/** What may be done to a row of an agenda that can be edited. */
interface AgendaRowEdits {
  saveInline: (item: AgendaItem, changes: { title: string; description: string | null }) => void;
  editDetails: (item: AgendaItem) => void;
  remove: (item: AgendaItem) => void;
}

interface AgendaRowProps {
  item: AgendaItem;
  index: number;
  /** Null where the agenda is read-only: no handle, no inline editing, no buttons. */
  edits: AgendaRowEdits | null;
}

export function AgendaRow({ item, index, edits }: AgendaRowProps) {
  const editable = edits !== null;
  const sortable = useSortable({ id: item.id, disabled: !editable });
  const [draft, setDraft] = useState<{ title: string; description: string } | null>(null);
  const titleRef = useRef<HTMLButtonElement>(null);
  // After Enter or Escape, focus returns to the title (the editor is gone by the next frame).
  const refocus = () => requestAnimationFrame(() => titleRef.current?.focus());

  // Guards against a second save (a blur fired while the editor is being removed).
  const editing = useRef(false);
  const startEditing = () => {
    editing.current = true;
    setDraft({ title: item.title, description: item.description ?? '' });
  };
  const cancel = () => {
    editing.current = false;
    setDraft(null);
  };
  const save = () => {
    if (!draft || !editing.current) return;
    editing.current = false;
    const title = draft.title.trim();
    const description = draft.description.trim() || null;
    setDraft(null);
    if (!title || (title === item.title && description === (item.description ?? null))) return;
    edits?.saveInline(item, { title, description });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
      refocus();
    }
  };
  // Saves once focus leaves the editor (not when it moves from the title to the description).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) save();
  };

  return (
    <Paper
      ref={sortable.setNodeRef}
      component="li"
      withBorder
      radius="md"
      p="sm"
      shadow={sortable.isDragging ? 'md' : undefined}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
        listStyle: 'none',
      }}
      aria-label={`Item ${index + 1}: ${item.title}`}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {editable && (
          <ActionIcon
            ref={sortable.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            style={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={`Reorder ${item.title}`}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
        )}
        <Text fw={700} c="dimmed" w={24} ta="right" mt={4} aria-hidden>
          {index + 1}.
        </Text>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {draft ? (
            <Stack gap={6} onBlur={onBlur} onKeyDown={onKeyDown}>
              <TextInput
                aria-label="Item title"
                value={draft.title}
                autoFocus
                onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    save();
                    refocus();
                  }
                }}
                error={draft.title.trim() ? null : 'Title is required'}
              />
              <Textarea
                aria-label="Item description"
                placeholder="Description (optional)"
                minRows={1}
                maxRows={5}
                value={draft.description}
                onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
              />
            </Stack>
          ) : editable ? (
            <UnstyledButton
              ref={titleRef}
              onClick={startEditing}
              title="Click to edit"
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {item.title}
            </UnstyledButton>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
          )}
          {!draft && item.description && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.description}
            </Text>
          )}
          <Group gap={6}>
            <Badge variant="light" color="indigo">
              {item.estimated_duration_minutes} min
            </Badge>
            {item.item_type !== 'DISCUSSION' && (
              <Badge variant="light" color="gray">
                {ITEM_TYPE_LABELS[item.item_type]}
              </Badge>
            )}
            {item.requires_vote && (
              <Badge variant="light" color="grape">
                Vote
              </Badge>
            )}
          </Group>
        </Stack>
        {edits && (
          <Group gap={2} wrap="nowrap">
            <TooltipIconButton
              tooltip="Edit details"
              icon={IconEdit}
              aria-label={`Edit details of ${item.title}`}
              onClick={() => edits.editDetails(item)}
            />
            <Tooltip label="Delete item">
              <DeleteIconButton aria-label={`Delete ${item.title}`} onClick={() => edits.remove(item)} />
            </Tooltip>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
