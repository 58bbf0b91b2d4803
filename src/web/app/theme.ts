import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import { accessibleColors, DIMMED_TEXT } from './accessible-colors.ts';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // WCAG AA contrast everywhere a colour is used, decided here rather than screen by screen.
  colors: accessibleColors,
});

/** Mantine's dimmed text (gray 6, 3.3:1 on white) darkened to AA; the app has only the light scheme. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT },
  dark: {},
});
