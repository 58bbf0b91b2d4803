// Notes on the current item, saved when the field loses focus, with a saved indicator.
import { Group, Text, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { AgendaItem } from '../../../../contracts/meetings.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { meetingsApi, useMeetingMutation } from '../../../shared/api/meetings.ts';

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; message: string };

export function ItemNotes({ meetingId, item }: { meetingId: string; item: AgendaItem }) {
  const [value, setValue] = useState(item.notes ?? '');
  const [saved, setSaved] = useState(item.notes ?? '');
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const save = useMeetingMutation((notes: string) =>
    meetingsApi.updateItem(meetingId, item.id, { notes: notes || null }),
  );

  const onBlur = () => {
    const notes = value.trim();
    if (notes === saved.trim()) return;
    setState({ kind: 'saving' });
    save.mutate(notes, {
      onSuccess: () => {
        setSaved(notes);
        setState({ kind: 'saved', at: new Date() });
      },
      onError: (error) => setState({ kind: 'error', message: errorMessage(error, 'Notes were not saved') }),
    });
  };

  const dirty = value.trim() !== saved.trim();
  return (
    <div>
      <Textarea
        label="Notes"
        placeholder="Discussion points, concerns, what was agreed..."
        autosize
        minRows={3}
        maxRows={12}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={onBlur}
        error={state.kind === 'error' ? `${state.message}. Leave the field to try again.` : null}
      />
      <Group gap={4} mt={4} mih={20} aria-live="polite">
        {state.kind === 'saving' && (
          <Text size="xs" c="dimmed">
            Saving...
          </Text>
        )}
        {state.kind === 'saved' && !dirty && (
          <Text size="xs" c="teal" component="span">
            <Group gap={4} component="span">
              <IconCheck size={12} aria-hidden /> Notes saved
            </Group>
          </Text>
        )}
        {dirty && state.kind !== 'saving' && state.kind !== 'error' && (
          <Text size="xs" c="dimmed">
            Unsaved changes: saved when you leave the field
          </Text>
        )}
      </Group>
    </div>
  );
}
