// A labelled button with an icon beside its words (Create, Invite, Export…). The icon is
// decoration, so it is hidden from screen readers, and it is sized from the button's own size, so
// a page need not pick a pixel size for each one. Takes `component` (a Link) and a ref, as Button does.
import { Button, type ButtonProps, createPolymorphicComponent, type MantineSize } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { forwardRef } from 'react';

const ICON_SIZE: Record<string, number> = {
  'compact-xs': 12,
  'compact-sm': 14,
  xs: 14,
  sm: 16,
  md: 18,
  lg: 20,
};

interface IconActionProps extends Omit<ButtonProps, 'leftSection' | 'rightSection' | 'size'> {
  icon: Icon;
  /** After the words instead of before them: for a step forward (Next, Open). */
  trailing?: boolean;
  size?: MantineSize | 'compact-xs' | 'compact-sm';
}

export const IconAction = createPolymorphicComponent<'button', IconActionProps>(
  forwardRef<HTMLButtonElement, IconActionProps>(function IconAction(
    { icon: Shape, trailing = false, size = 'sm', ...button },
    ref,
  ) {
    const glyph = <Shape size={ICON_SIZE[size] ?? 16} aria-hidden />;
    return (
      <Button
        ref={ref}
        size={size}
        {...(trailing ? { rightSection: glyph } : { leftSection: glyph })}
        {...button}
      />
    );
  }),
);
