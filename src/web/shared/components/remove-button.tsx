// The red text button at the end of a row that revokes, deletes or signs out that one thing; what
// it acts on is said in its aria-label.
import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

type RemoveButtonProps = Omit<ButtonProps, 'size' | 'variant' | 'color'> &
  Omit<ComponentPropsWithoutRef<'button'>, 'color'> & { 'aria-label': string };

export function RemoveButton(props: RemoveButtonProps) {
  return <Button size="xs" variant="subtle" color="red" {...props} />;
}
