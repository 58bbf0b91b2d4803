// A row's small icon button with its tooltip (edit, sign out, remove): the tooltip says what it
// does, the aria-label says to what.
import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

type TooltipIconButtonProps = Omit<ActionIconProps, 'variant' | 'children'> &
  Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'children'> & {
    tooltip: string;
    icon: Icon;
    'aria-label': string;
  };

export function TooltipIconButton({ tooltip, icon: IconShape, ...button }: TooltipIconButtonProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" {...button}>
        <IconShape size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
