import { describe, expect, it } from 'vitest';
import { peoplePaid } from './hire-count.ts';

describe('people a quoted salary pays for', () => {
  it.each([
    ['Should we hire three more engineers at $150k each?', 3],
    ['We want to add 4 account executives on $90k apiece', 4],
    ['Bring on two senior data scientists ($140k each, plus equity)', 2],
    ['Hiring 5 support agents, $48k per agent', 5],
    ['a couple of designers at €70k each', 2],
  ])('%s → %i', (clause, n) => {
    expect(peoplePaid(clause)).toBe(n);
  });

  it.each([
    'Should we hire a VP of Sales at $220k base?',
    'Hire three engineers with a budget of $450k',
    'We pay 3 contractors for 6 months at $12k each month',
    'Two years at $150k each year for the lease',
    'Should we hire a CFO at $200k? We have 40 customers paying $5k each',
  ])('stays one person: %s', (clause) => {
    expect(peoplePaid(clause)).toBe(1);
  });
});
