// Confidence % and Consensus % (with the consensus label), as figures with a bar each.
import { Paper, Progress, SimpleGrid, Text } from '@mantine/core';
import { consensusLabel } from '../../../../contracts/consensus.ts';
import { percent } from '../../../shared/lib/session-labels.ts';

function Score({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={800} fz={28} lh={1.2}>
        {value}%
      </Text>
      <Progress value={value} size="sm" mt={6} aria-label={`${label} ${value}%`} />
      <Text size="sm" mt={6} fw={500} mih="1.4em">
        {note ?? '\u00a0'}
      </Text>
    </Paper>
  );
}

export function ScoreCards({
  confidence,
  consensus,
  decided = 1,
}: {
  confidence: number;
  consensus: number;
  /** Share of the voting weight that took a side (see decidedShare). */
  decided?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Score label="Confidence" value={percent(confidence)} />
      <Score label="Consensus" value={percent(consensus)} note={consensusLabel(consensus, decided)} />
    </SimpleGrid>
  );
}
