// Circulating a written resolution: its title and text, an optional recommendation of the board
// it acts on, the closing time, and the rule (the board's threshold, or unanimity).
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';
import { useBoardSessions } from '../../sessions/api/sessions.ts';
import { resolutionPaths, useCirculateResolution } from '../api/resolutions.ts';
import { localInputValue } from './labels.ts';

export function CirculateModal({
  boardId,
  opened,
  onClose,
}: {
  boardId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const circulate = useCirculateResolution(boardId);
  const sessions = useBoardSessions(boardId);
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [closesAt, setClosesAt] = useState(() => localInputValue(new Date(Date.now() + 7 * 86_400_000)));
  const [rule, setRule] = useState<'board' | 'unanimity'>('board');
  const completed = (sessions.data ?? []).filter((s) => s.status === 'completed');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const closes = new Date(closesAt);
    if (Number.isNaN(closes.getTime())) {
      notifyError(new Error('Choose a closing date and time'), 'Failed to circulate the resolution');
      return;
    }
    circulate.mutate(
      { title, text, session_id: sessionId, closes_at: closes.toISOString(), rule },
      {
        onSuccess: (resolution) => {
          notifySuccess('Resolution circulated to the directors');
          onClose();
          void navigate(resolutionPaths.one(resolution.id));
        },
        onError: (error) => notifyError(error, 'Failed to circulate the resolution'),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Circulate a Written Resolution"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            maxLength={200}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-autofocus
          />
          <Textarea
            label="Resolution text"
            description="What the directors approve, e.g. 'RESOLVED, that …'"
            required
            minRows={4}
            maxLength={20_000}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Select
            label="Acts on the board's recommendation (optional)"
            placeholder={sessions.isPending ? 'Loading sessions...' : 'None'}
            clearable
            data={completed.map((s) => ({ value: s.session_id, label: s.decision_topic }))}
            value={sessionId}
            onChange={setSessionId}
          />
          <TextInput
            label="Closes at"
            description="Directors vote until then; it closes earlier once the result cannot change."
            type="datetime-local"
            required
            value={closesAt}
            onChange={(e) => setClosesAt(e.currentTarget.value)}
          />
          <Select
            label="Passes by"
            allowDeselect={false}
            data={[
              { value: 'board', label: "The board's voting rule (simple majority if none is set)" },
              { value: 'unanimity', label: 'Unanimity: every director approves' },
            ]}
            value={rule}
            onChange={(value) => setRule(value === 'unanimity' ? 'unanimity' : 'board')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={circulate.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={circulate.isPending}>
              Circulate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
