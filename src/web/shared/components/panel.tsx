// The bordered box every panel of a page sits in; a section, named by its heading or a label.
import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

const PADDING = {
  roomy: 'lg',
  compact: { base: 'sm', sm: 'md' },
  wide: { base: 'sm', sm: 'lg' },
  card: { base: 'md', sm: 'lg' },
} as const;

export type Density = keyof typeof PADDING;

interface PanelProps {
  /** 'roomy' for settings pages, 'compact' for panels beside other panels, 'wide' for a
   * session's full-width panels (compact on a phone, roomy beyond), 'card' for an
   * organization's or a board's settings cards. */
  density?: Density;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  children: ReactNode;
}

export function Panel({ density = 'compact', children, ...section }: PanelProps) {
  return (
    <Paper withBorder radius="md" p={PADDING[density]} component="section" {...section}>
      {children}
    </Paper>
  );
}
