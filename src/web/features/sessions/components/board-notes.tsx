// What happened besides seats finishing steps: skipped rounds (with the reason), the chair at
// work, seats that could not answer. Shown below the seat cards so it never moves them.
import { List, Text } from '@mantine/core';
import type { LiveState } from '../lib/live-state.ts';

export function BoardNotes({ state }: { state: LiveState }) {
  const failed = state.seats.filter((seat) => seat.status === 'failed' && seat.error);
  const notes = [
    ...state.skipped.map((s) => ({ key: `skip-${s.round}`, text: `Round ${s.round} skipped: ${s.reason}` })),
    ...failed.map((seat) => ({
      key: `fail-${seat.id}`,
      text: `${seat.title} could not answer: ${seat.error}`,
    })),
  ];
  if (state.chair === 'active')
    notes.push({ key: 'chair', text: 'The chair is writing the recommendation...' });
  if (state.chair === 'failed')
    notes.push({ key: 'chair', text: 'The chair could not write the recommendation.' });
  if (notes.length === 0) return null;
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        Board notes
      </Text>
      <List size="sm" spacing={4} data-testid="board-notes">
        {notes.map((note) => (
          <List.Item key={note.key}>{note.text}</List.Item>
        ))}
      </List>
    </div>
  );
}
