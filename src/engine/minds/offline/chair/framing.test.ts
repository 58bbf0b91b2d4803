// The framing of a decision the offline board cannot place names the choice the topic states.
import { describe, expect, it } from 'vitest';
import { optionsOf } from './framing.ts';

describe('the options a topic states', () => {
  it('splits a choice at its "or"s and keeps each option in the topic’s words', () => {
    expect(optionsOf('Should we open in Berlin or in Paris?')).toEqual(['open in Berlin', 'in Paris']);
    expect(optionsOf('Whether to build it, or should we buy it, or rent capacity?')).toEqual([
      'build it',
      'buy it',
      'rent capacity',
    ]);
    expect(optionsOf('In-house team vs. an agency')).toEqual(['in-house team', 'an agency']);
  });

  it('weighs a single proposal against leaving things as they are', () => {
    expect(optionsOf('Should we move to a four-day week?')).toEqual([
      'move to a four-day week',
      'keep things as they are',
    ]);
    expect(optionsOf('  ')).toEqual([]);
  });
});
