// IconAction sizes its icon from the button's size and hides it from screen readers; rendered to
// markup (no browser), inside the MantineProvider the app uses.
import { MantineProvider } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconAction } from './icon-action.tsx';

type Props = Omit<Parameters<typeof IconAction<'button'>>[0], 'icon'>;

function render(props: Props): string {
  return renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(IconAction<'button'>, { icon: IconPlus, ...props }, 'Add'),
    ),
  );
}

const iconOf = (html: string) => html.match(/<svg[^>]*>/)?.[0] ?? '';

describe('IconAction', () => {
  it.each<[Props['size'], string]>([
    [undefined, '16'],
    ['compact-xs', '12'],
    ['xs', '14'],
    ['compact-sm', '14'],
    ['lg', '20'],
  ])('sizes the icon for a %s button at %s px', (size, px) => {
    const svg = iconOf(render({ size }));
    expect(svg).toContain(`width="${px}"`);
    expect(svg).toContain('aria-hidden="true"');
  });

  it('puts the icon before the words, or after them when trailing', () => {
    expect(render({})).toMatch(/data-position="left".*<svg.*Add/s);
    expect(render({ trailing: true })).toMatch(/Add.*data-position="right".*<svg/s);
  });
});
