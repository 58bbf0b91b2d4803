import { describe, expect, it } from 'vitest';
import { outcomeTitle, titledOutcome } from './outcome-titles.ts';

describe('outcome titles', () => {
  it('heads each computed outcome with its own words', () => {
    expect(outcomeTitle('proceed')).toBe('The board recommends PROCEEDING');
    expect(outcomeTitle('against')).toBe('The board recommends AGAINST');
    expect(outcomeTitle('mixed')).toBe('The board has mixed views');
    expect(outcomeTitle('cannot_judge')).toBe('The board cannot judge this yet');
  });

  it('reads a missing or unknown outcome as mixed views', () => {
    expect(titledOutcome(null)).toBe('mixed');
    expect(titledOutcome(undefined)).toBe('mixed');
    expect(titledOutcome('maybe')).toBe('mixed');
    expect(titledOutcome('toString')).toBe('mixed');
  });
});
