// Statements of language-model seats whose figures disagree with the board's reading (computed
// by code): shown beside the analysis so a figure a model got wrong does not pass as advice.
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { SessionDetail } from '../../../../contracts/sessions.ts';

export function FigureFlags({ flags }: { flags: SessionDetail['figure_flags'] }) {
  if (flags.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle aria-hidden />}
      title="Figures that disagree with the board’s reading"
      data-testid="figure-flags"
    >
      <List spacing={6} size="sm">
        {flags.map((f) => (
          <List.Item key={`${f.seat}-${f.step}-${f.sentence}`}>
            <Text span fw={600}>
              {f.seat}
            </Text>{' '}
            <Text span c="dimmed">
              ({f.step})
            </Text>
            : “{f.sentence}” —{' '}
            {f.kind === 'claims_missing' ? 'calls a figure missing that' : 'the reading has'} {f.reading}.
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
