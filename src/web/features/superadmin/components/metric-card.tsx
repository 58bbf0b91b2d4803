// One titled card of the super-admin dashboards (a chart, a table, a figure).
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function MetricCard({
  title,
  size = 'h5',
  titleGap = 'xs',
  children,
}: {
  title: string;
  size?: 'h5' | 'h6';
  /** Room between the title and what follows. */
  titleGap?: 'sm' | 'xs' | 4;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size={size} mb={titleGap}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
