import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  accessibleColors,
  blend,
  contrastRatio,
  DIMMED_TEXT,
  SECONDARY_OPACITY,
} from './accessible-colors.ts';

const SURFACES = ['#ffffff', '#f8f9fa'];

describe('the accessible palette', () => {
  it('starts from a palette that fails AA, so the adjustment matters', () => {
    expect(contrastRatio(DEFAULT_THEME.colors.teal[6], '#ffffff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(AA_TEXT);
  });

  it.each(Object.keys(accessibleColors))('%s: text, filled and light variants reach AA', (name) => {
    const shades = accessibleColors[name]!;
    for (const shade of [6, 7, 8, 9]) {
      for (const surface of SURFACES)
        expect(contrastRatio(shades[shade]!, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    const secondary = blend(shades[9], shades[1], SECONDARY_OPACITY);
    expect(contrastRatio(secondary, shades[1])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(shades.slice(0, 6)).toEqual(DEFAULT_THEME.colors[name]!.slice(0, 6));
  });

  it('dimmed text reaches AA on white, the light surface and light tinted cards', () => {
    for (const background of [...SURFACES, '#f1f3f5', accessibleColors.blue![1], accessibleColors.indigo![1]])
      expect(contrastRatio(DIMMED_TEXT, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('measures contrast as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});
