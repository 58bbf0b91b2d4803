// Mantine's default palette darkened where WCAG AA needs it (4.5:1 for text), so every use of a
// colour is readable without screen-by-screen fixes: text in a colour (`c="teal"`, anchors) and
// white text on a filled button or badge use shades 6–9, and a light badge puts shade 9 on
// shade 1. The default shades of teal, green, yellow, orange... fail all of these.
import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/** WCAG AA for normal text, with a margin for the near-white surfaces (gray 0) cards sit on. */
export const AA_TEXT = 4.5;
const SURFACE = '#f8f9fa';

/** Dimmed text (`c="dimmed"`, descriptions, placeholders' neighbours): AA on white and tinted cards. */
export const DIMMED_TEXT = '#5c636a';

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

export function relativeLuminance(hex: string): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function darker(hex: string, step: number): string {
  return `#${channels(hex)
    .map((c) =>
      Math.round(c * (1 - step))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `hex` drawn at `opacity` over `background`, as the browser composes it. */
export function blend(hex: string, background: string, opacity: number): string {
  const fg = channels(hex);
  const bg = channels(background);
  return `#${fg
    .map((c, i) =>
      Math.round(c * opacity + bg[i]! * (1 - opacity))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mantine draws some secondary text (an active nav link's description) at this opacity. */
export const SECONDARY_OPACITY = 0.9;

/** The colour darkened in small steps until, drawn at `opacity`, it reaches `ratio` against `background`. */
function darkenedTo(hex: string, background: string, ratio: number, opacity = 1): string {
  let color = hex;
  while (contrastRatio(blend(color, background, opacity), background) < ratio) color = darker(color, 0.03);
  return color;
}

/**
 * Shades 6–9 reach AA against the light surface (so white text on them passes too), each a
 * little further than the one before so hover states stay visible; shade 9 also reaches AA on
 * shade 1 (the light variant), even drawn at Mantine's secondary-text opacity.
 */
export function accessiblePalette(tuple: MantineColorsTuple): MantineColorsTuple {
  const shades = [...tuple];
  for (let shade = 6; shade <= 9; shade++) {
    const target = AA_TEXT + 0.1 + (shade - 6) * 0.5;
    shades[shade] = darkenedTo(shades[shade]!, SURFACE, target);
  }
  shades[9] = darkenedTo(shades[9]!, shades[1]!, AA_TEXT + 0.1, SECONDARY_OPACITY);
  return shades as unknown as MantineColorsTuple;
}

/** Every colour of Mantine's palette made AA-safe (`dark` already is: it is the text colour). */
export const accessibleColors: Record<string, MantineColorsTuple> = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, tuple]) => [name, accessiblePalette(tuple)]),
);
