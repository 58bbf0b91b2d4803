// A titled panel of a page (a settings section, a board's panel): the heading names the section
// for screen readers, an optional line says what it is for, an optional action sits on the right.
import { Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Density, Panel } from './panel.tsx';

interface SectionPanelProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: ReactNode;
  order?: TitleOrder;
  size?: 'h4' | 'h5';
  description?: ReactNode;
  action?: ReactNode;
  /** How much room around the content; see Panel. */
  density?: Density;
  gap?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

export function SectionPanel({
  titleId,
  title,
  order = 2,
  size = 'h4',
  description,
  action,
  density = 'roomy',
  gap = 'sm',
  children,
}: SectionPanelProps) {
  const heading = (
    <>
      <Title id={titleId} order={order} size={size}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
    </>
  );
  return (
    <Panel density={density} aria-labelledby={titleId}>
      <Stack gap={gap}>
        {action ? (
          <Group justify="space-between">
            <div>{heading}</div>
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Panel>
  );
}
