// One entry of the minutes (an agenda item, a written resolution): a card headed by its title
// with its status badges on the right, then what the minutes record of it.
import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MinutesEntryProps {
  /** The card's accessible name: the entry's title as text. */
  label: string;
  heading: ReactNode;
  badges: ReactNode;
  children: ReactNode;
}

export function MinutesEntry({ label, heading, badges, children }: MinutesEntryProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-label={label}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Title>
        {badges}
      </Group>
      {children}
    </Paper>
  );
}
