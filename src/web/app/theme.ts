import { type CSSVariablesResolver, createTheme, Textarea } from '@mantine/core';
import { accessibleColors, DIMMED_TEXT } from './accessible-colors.ts';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // WCAG AA contrast everywhere a colour is used, decided here rather than screen by screen.
  colors: accessibleColors,
  components: {
    // Free text grows with what is typed rather than scrolling in a fixed box, on every form.
    Textarea: Textarea.extend({ defaultProps: { autosize: true, minRows: 2 } }),
  },
});

/** Mantine's dimmed text (gray 6, 3.3:1 on white) darkened to AA; the app has only the light scheme. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT },
  dark: {},
});
