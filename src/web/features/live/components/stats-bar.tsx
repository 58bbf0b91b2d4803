// The room's figures: AI members, human members, messages so far and the elapsed time.
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';

interface StatsBarProps {
  aiMembers: number;
  humanMembers: number;
  messages: number;
  elapsed: string;
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid={`stat-${label.toLowerCase().replaceAll(' ', '-')}`}>
      <Text fw={800}>{value}</Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

export function StatsBar({ aiMembers, humanMembers, messages, elapsed }: StatsBarProps) {
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Session figures">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label="AI members" value={aiMembers} />
        <Stat label="Human members" value={humanMembers} />
        <Stat label="Messages" value={messages} />
        <Stat label="Elapsed" value={elapsed} />
      </SimpleGrid>
    </Paper>
  );
}
