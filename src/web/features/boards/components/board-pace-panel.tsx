// The board's pace: live (the short windows of a board in session) or asynchronous (directors
// get hours for their perspective, each consensus round and the vote, and are e-mailed and
// reminded). Saved on its own; sessions started afterwards keep the pace they started with.
import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Board } from '../../../../contracts/boards.ts';
import { BOARD_PACE_LABELS, BOARD_PACES, type BoardPace } from '../../../../contracts/pace.ts';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import { SettingsFormPanel } from './settings-form-panel.tsx';

export function BoardPacePanel({ board }: { board: Board }) {
  const [pace, setPace] = useState<BoardPace>(board.pace);

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
      boardId={board.id}
      body={{ pace }}
      unchanged={pace === board.pace}
      saveLabel="Save Pace"
      onSaved={(saved) => {
        setPace(saved.pace);
        notifySuccess(
          saved.pace === 'asynchronous' ? 'The board now works asynchronously' : 'The board now meets live',
        );
      }}
      failedMessage="Could not save the pace"
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
