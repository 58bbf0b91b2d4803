// 'Describe Your Decision': the two ways to put a question to the board,
// Manual Entry and Import Agenda, around the chosen mode's form.
import { Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type AskMode = 'manual' | 'agenda';

const MODES: { value: AskMode; label: string }[] = [
  { value: 'manual', label: 'Manual Entry' },
  { value: 'agenda', label: 'Import Agenda' },
];

interface DecisionFormCardProps {
  mode: AskMode;
  onModeChange: (mode: AskMode) => void;
  children: ReactNode;
}

export function DecisionFormCard({ mode, onModeChange, children }: DecisionFormCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Describe Your Decision
        </Title>
        <SegmentedControl
          aria-label="How to describe the decision"
          value={mode}
          onChange={(value) => onModeChange(value as AskMode)}
          data={MODES}
          maw={360}
        />
        {children}
      </Stack>
    </Paper>
  );
}
