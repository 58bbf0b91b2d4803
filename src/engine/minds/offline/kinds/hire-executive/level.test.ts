import { describe, expect, it } from 'vitest';
import { hireLevelOf, teamSizeOf } from './level.ts';

describe('team hire or executive hire, from the decision’s words', () => {
  it.each([
    'Should we hire three more engineers at $150k each?',
    'Add 4 account executives on $90k apiece to the sales team?',
    'Hiring a couple of backend developers this quarter. We burn $200k a month.',
    'Should we bring on a senior engineer at $170k?',
    'Should we hire two engineers reporting to our CTO?',
    'Do we recruit five support agents for the holiday peak?',
    'Should we hire more sales reps? Our VP of Sales thinks the pipeline can carry them.',
  ])('team: %s', (text) => {
    expect(hireLevelOf(text)).toBe('team');
  });

  it.each([
    'Should we hire a VP of Sales at $220k base?',
    'Hire a CFO before the Series A?',
    'Should we bring in a Head of Engineering to lead our 12 engineers?',
    'Should we appoint a Chief Operating Officer?',
    'Should we make Priya our CTO?',
  ])('executive: %s', (text) => {
    expect(hireLevelOf(text)).toBe('executive');
  });

  it.each([
    ['Should we hire three more engineers at $150k each?', 3],
    ['Add 4 account executives to the sales team?', 4],
    ['Should we bring on a senior engineer at $170k?', 1],
  ] as const)('%s counts %i people', (text, n) => {
    expect(teamSizeOf(text)).toBe(n);
  });
});
