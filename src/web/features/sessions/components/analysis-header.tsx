// The top of 'Board Session Analysis': decision topic, the context provided, and the actions.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconAction } from '../../../shared/components/icon-action.tsx';

interface AnalysisHeaderProps {
  topic: string;
  context: string;
  facts?: { label: string; value: string }[];
  boardId?: string;
  actions?: ReactNode;
}

export function AnalysisHeader({ topic, context, facts = [], boardId, actions }: AnalysisHeaderProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2">
          Board Session Analysis
        </Title>
        {boardId && (
          <IconAction icon={IconArrowLeft} component={Link} to={`/board/${boardId}`} variant="subtle">
            Back to the board
          </IconAction>
        )}
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          Decision topic
        </Text>
        <Title order={2} size="h3" mb="sm" data-testid="analysis-topic">
          {topic}
        </Title>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          Context provided
        </Text>
        <Text data-testid="analysis-context" style={{ whiteSpace: 'pre-line' }}>
          {context}
        </Text>
        {facts.length > 0 && (
          <Stack gap={2} mt="sm">
            {facts.map((fact) => (
              <Text size="sm" key={fact.label}>
                <Text span fw={600}>
                  {fact.label}:
                </Text>{' '}
                {fact.value}
              </Text>
            ))}
          </Stack>
        )}
        {actions && (
          <Group gap="xs" mt="md">
            {actions}
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
