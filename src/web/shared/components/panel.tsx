// The bordered box every panel of a page sits in; a section, named by its heading or a label.
import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface PanelProps {
  /** 'roomy' for settings pages, 'compact' for panels beside other panels. */
  density?: 'roomy' | 'compact';
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  children: ReactNode;
}

export function Panel({ density = 'compact', children, ...section }: PanelProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={density === 'roomy' ? 'lg' : { base: 'sm', sm: 'md' }}
      component="section"
      {...section}
    >
      {children}
    </Paper>
  );
}
