// The board's pace: live (the short windows of a board in session) or asynchronous (directors
// get hours for their perspective, each consensus round and the vote, and are e-mailed and
// reminded). Saved on its own; sessions started afterwards keep the pace they started with.
import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Board } from '../../../../contracts/boards.ts';
import { BOARD_PACE_LABELS, BOARD_PACES, type BoardPace } from '../../../../contracts/pace.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { useUpdateBoard } from '../../../shared/api/boards.ts';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import { SettingsFormPanel } from './settings-form-panel.tsx';

export function BoardPacePanel({ board }: { board: Board }) {
  const update = useUpdateBoard(board.id);
  const [pace, setPace] = useState<BoardPace>(board.pace);
  const [error, setError] = useState<string | null>(null);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    update.mutate(
      { pace },
      {
        onSuccess: (saved) => {
          setPace(saved.pace);
          notifySuccess(
            saved.pace === 'asynchronous' ? 'The board now works asynchronously' : 'The board now meets live',
          );
        },
        onError: (failure) => setError(errorMessage(failure, 'Could not save the pace')),
      },
    );
  };

  return (
    <SettingsFormPanel
      id="board-pace-title"
      title="Pace"
      description={
        <>
          How long the board’s human seats have to act. Asynchronous: each director gets hours for their
          perspective, each consensus round and the vote, is e-mailed when their input is needed and reminded
          before each deadline. Sessions started from now on keep the pace they start with.
        </>
      }
      error={error}
      saving={update.isPending}
      unchanged={pace === board.pace}
      saveLabel="Save Pace"
      onSubmit={save}
    >
      <Radio.Group
        value={pace}
        onChange={(value) => setPace(value as BoardPace)}
        label="Pace"
        aria-describedby="board-pace-title"
      >
        <Stack gap={6} mt={4}>
          {BOARD_PACES.map((value) => (
            <Radio key={value} value={value} label={BOARD_PACE_LABELS[value]} />
          ))}
        </Stack>
      </Radio.Group>
    </SettingsFormPanel>
  );
}
