// Notes on the current item: one editor per item, saved while typing (after a short pause) and
// when the field or the item is left, with its state shown; a failed save keeps the text and
// tries again by itself.
import { Group, Text, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { AgendaItem } from '../../../../contracts/meetings.ts';
import { useItemNotes } from '../hooks/use-item-notes.ts';

export function ItemNotes({ meetingId, item }: { meetingId: string; item: AgendaItem }) {
  const notes = useItemNotes(meetingId, item);
  return (
    <div>
      <Textarea
        label="Notes"
        placeholder="Discussion points, concerns, what was agreed..."
        minRows={3}
        maxRows={12}
        value={notes.text}
        onChange={(event) => notes.change(event.currentTarget.value)}
        onBlur={notes.flush}
        error={
          notes.status === 'failed' ? `Not saved: ${notes.error}. Trying again; your text is kept.` : null
        }
      />
      <Group gap={4} mt={4} mih={20} aria-live="polite">
        {notes.status === 'saving' && (
          <Text size="xs" c="dimmed">
            Saving...
          </Text>
        )}
        {notes.status === 'pending' && (
          <Text size="xs" c="dimmed">
            Unsaved changes: saving when you pause
          </Text>
        )}
        {notes.status === 'saved' && notes.text.trim() !== '' && (
          <Text size="xs" c="teal" component="span">
            <Group gap={4} component="span">
              <IconCheck size={12} aria-hidden /> Notes saved
            </Group>
          </Text>
        )}
      </Group>
    </div>
  );
}
