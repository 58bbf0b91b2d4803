// A consensus round open for the caller's seat: revise the stance (or keep it) before it closes.
import { Alert, Badge, Button, Group, Paper, SegmentedControl, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { type Room, STANCE_VALUES } from '../../../../contracts/live.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { ConfidenceSlider } from '../../../shared/components/confidence-slider.tsx';
import { stanceLabel } from '../../../shared/lib/session-labels.ts';
import { useRevise } from '../api/room.ts';
import { clock } from '../lib/countdown.ts';

type Stance = (typeof STANCE_VALUES)[number];

interface RevisionPanelProps {
  room: Room;
  window: NonNullable<Room['window']>;
  secondsLeft: number;
  /** The seat's stance so far (the form starts from it). */
  currentStance: string | null;
}

const isStance = (value: string | null): value is Stance => STANCE_VALUES.some((s) => s === value);

export function RevisionPanel({ room, window, secondsLeft, currentStance }: RevisionPanelProps) {
  const revise = useRevise(room.id);
  const [stance, setStance] = useState<Stance>(isStance(currentStance) ? currentStance : 'neutral');
  const [confidence, setConfidence] = useState(70);
  const [reasoning, setReasoning] = useState('');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="revision-title">
      <Group justify="space-between" mb="xs">
        <Text fw={700} id="revision-title">
          Round {window.round}: your stance
        </Text>
        <Badge size="lg" aria-label={`Round closes in ${clock(secondsLeft)}`}>
          {clock(secondsLeft)}
        </Badge>
      </Group>
      {room.my_revision ? (
        <Text size="sm">Your stance for this round is recorded: {stanceLabel(room.my_revision)}</Text>
      ) : (
        <>
          <SegmentedControl
            fullWidth
            orientation="vertical"
            aria-label="Revised stance"
            value={stance}
            onChange={(value) => setStance(value as Stance)}
            data={STANCE_VALUES.map((s) => ({ value: s, label: stanceLabel(s) }))}
          />
          <ConfidenceSlider label="Revised confidence" value={confidence} onChange={setConfidence} mt="sm" />
          <Textarea
            mt="sm"
            label="Why (optional)"
            autosize={false}
            maxLength={1000}
            value={reasoning}
            onChange={(e) => setReasoning(e.currentTarget.value)}
          />
          <Button
            mt="sm"
            fullWidth
            loading={revise.isPending}
            disabled={secondsLeft === 0}
            onClick={() => revise.mutate({ stance, confidence: confidence / 100, reasoning })}
          >
            Give my stance
          </Button>
        </>
      )}
      {revise.isError && (
        <Alert color="red" variant="light" mt="xs" role="alert">
          {errorMessage(revise.error, 'Failed to record your stance')}
        </Alert>
      )}
    </Paper>
  );
}
