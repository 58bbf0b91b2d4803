// A list whose items are bordered cards (votes, perspectives, pending decisions, closed
// resolutions): screen readers hear a list with its name and how many items it has.
import { Paper, type PaperProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export function CardList({
  label,
  gap = 'xs',
  children,
}: {
  label: string;
  gap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Stack gap={gap} role="list" aria-label={label}>
      {children}
    </Stack>
  );
}

export function CardListItem({
  p = 'sm',
  children,
  ...card
}: Omit<PaperProps, 'withBorder' | 'radius'> & { 'aria-label'?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={p} role="listitem" {...card}>
      {children}
    </Paper>
  );
}
