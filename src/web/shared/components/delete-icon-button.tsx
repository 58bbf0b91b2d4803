// The red bin that removes or deletes one thing (a row, a card, an agenda item); what it removes
// is said in its aria-label. Takes a ref, so it can sit inside a Tooltip.
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type DeleteIconButtonProps = Omit<ActionIconProps, 'variant' | 'color' | 'children'> &
  Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'> & { 'aria-label': string };

export function DeleteIconButton(props: DeleteIconButtonProps) {
  return (
    <ActionIcon variant="subtle" color="red" {...props}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}
